import { runMain } from '@pod/service-kit';
import { RENDER_PROCESS_NAME } from './config';
import { startMediaRenderProcess } from './render-workers';

/**
 * Media's second entry: only the render consumers (print files, artwork previews, PSD import),
 * no subgraph, configured by the same environment as media (plus MEDIA_RENDER_PORT for its
 * health endpoint). Pair it with a media subgraph started with MEDIA_CONSUMERS=off.
 */
await runMain(RENDER_PROCESS_NAME, startMediaRenderProcess);

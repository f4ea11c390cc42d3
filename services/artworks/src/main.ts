import { runMain } from '@pod/service-kit';
import { SERVICE_NAME } from './config';
import { startArtworksService } from './index';

/** Standalone entry for the distributed stack: one process, configured by environment. */
await runMain(SERVICE_NAME, startArtworksService);

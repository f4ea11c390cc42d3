import type { RenderedMockup, RenderMockupInput } from './render-mockup';

export type { RenderedMockup, RenderMockupInput } from './render-mockup';
export type { MockupJob } from './job';

/**
 * Render one mockup image in the calling thread (see render-mockup.ts for what is drawn).
 * The canvas backend loads on the first call, not when `@pod/render` is imported, so a service's
 * main thread that only uses the pool never loads it. Services with many mockups to render use
 * the pool (`createRenderPool().renderMockup`), which runs the same function in worker threads.
 */
export async function renderMockup(input: RenderMockupInput): Promise<RenderedMockup> {
  const { renderMockupInThread } = await import('./render-mockup');
  return renderMockupInThread(input);
}

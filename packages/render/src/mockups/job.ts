import type { RenderMockupInput } from './render-mockup';

/**
 * A mockup render for the worker pool: the input of `renderMockup` with the Image layers' bytes
 * looked up beforehand (a function cannot travel to a worker thread). `visibleImageKeys(layers)`
 * (@pod/artwork-scene) names the keys to fetch.
 */
export type MockupJob = Omit<RenderMockupInput, 'loadImage'> & { images: Record<string, Uint8Array> };

/** The in-thread input of a pool job: Image layers read from the job's own bytes. */
export function inputOfJob({ images, ...job }: MockupJob): RenderMockupInput {
  return {
    ...job,
    loadImage: async (key) => {
      const bytes = images[key];
      if (!bytes) throw new Error(`Failed to load image at ${key}: not in the job`);
      return bytes;
    },
  };
}

import type { ComponentType } from 'react';
import type { ImageLayer } from '@pod/artwork-scene';
import type { LayerPatch } from './types';

/** The image generator flags of spec 002 §2.9, in the spec's order. */
export const IMAGE_GENERATOR_FLAGS = [
  'imageShape',
  'imageCutFace',
  'imageRemoveBackground',
  'imageMap',
  'imageStarMap',
  'imageLyric',
  'imageScrabble',
  'imageCalendarPicker',
  'imageToy3d',
  'imageqrcode',
] as const;

export type ImageGeneratorFlag = (typeof IMAGE_GENERATOR_FLAGS)[number];

/** What a person reads for each flag. */
export const IMAGE_GENERATOR_LABELS: Record<ImageGeneratorFlag, string> = {
  imageShape: 'Shape',
  imageCutFace: 'Cut face',
  imageRemoveBackground: 'Remove background',
  imageMap: 'Map',
  imageStarMap: 'Star map',
  imageLyric: 'Lyric',
  imageScrabble: 'Word grid',
  imageCalendarPicker: 'Calendar',
  imageToy3d: 'Toy 3D',
  imageqrcode: 'QR code',
};

/** A generator the Image panel can switch on, with the settings it shows while on. */
export interface ImageGenerator {
  /** The generator's settings (its modal opener, §2.10), shown under the flag while it is on. */
  Settings?: ComponentType<{ layer: ImageLayer; locked: boolean; onChange(patch: LayerPatch): void }>;
}

export type ImageGeneratorRegistry = Partial<Record<ImageGeneratorFlag, ImageGenerator>>;

/**
 * The extension point of the Image panel: the generators issue adds an entry per generator it
 * ships (word grid, calendar, QR, map, star map, lyric, shape…). A flag without an entry is
 * listed as "not available yet" — never hidden, and never switchable, since nothing would draw it.
 */
export const IMAGE_GENERATORS: ImageGeneratorRegistry = {};

import type { z } from 'zod';
import type {
  ArtworkSchema,
  ConditionBlockSchema,
  ConditionRuleSchema,
  FileRefSchema,
  GroupLayerSchema,
  ImageLayerSchema,
  LabelLayerSchema,
  OptionItemSchema,
  OptionLayerSchema,
  PersonalizedBlockSchema,
  TemplateSchema,
  TextLayerSchema,
} from './schema';

/**
 * Types are inferred from the schema so the validator and the code cannot drift apart;
 * the recursive children (`unknown[]` in the schema) get their real type here.
 */
/** Swap one key's type; a key-remapped mapped type keeps the named keys of a loose object, which Omit would erase. */
type Replace<T, K extends PropertyKey, V> = { [P in keyof T as P extends K ? never : P]: T[P] } & { [P in K]: V };
export type Artwork = Replace<Replace<z.output<typeof ArtworkSchema>, 'templates', Template[]>, 'sharedLayers', Layer[]>;
export type ArtworkInput = z.input<typeof ArtworkSchema>;
export type Template = Replace<z.output<typeof TemplateSchema>, 'layers', Layer[]>;
export type TextLayer = z.output<typeof TextLayerSchema>;
export type LabelLayer = z.output<typeof LabelLayerSchema>;
export type ImageLayer = z.output<typeof ImageLayerSchema>;
export type OptionLayer = z.output<typeof OptionLayerSchema>;
export type GroupLayer = Replace<z.output<typeof GroupLayerSchema>, 'layers', Layer[]>;
export type Layer = TextLayer | LabelLayer | ImageLayer | OptionLayer | GroupLayer;
export type LayerType = Layer['type'];
export type PersonalizedBlock = z.output<typeof PersonalizedBlockSchema>;
export type ConditionBlock = z.output<typeof ConditionBlockSchema>;
export type ConditionRule = z.output<typeof ConditionRuleSchema>;
export type OptionItem = z.output<typeof OptionItemSchema>;
export type FileRef = z.output<typeof FileRefSchema>;

/** `selectedTemplate` value that means "the shared layers" (spec 002 §2.8). */
export const SHARED_LAYERS_TEMPLATE = -1;

/** A font as stored by the artworks service (spec 002 §3 "Font"). */
export interface Font {
  id: string;
  family: string;
  variants: { variant: string; file: { url: string } }[];
  global?: boolean;
}

/** A clipart the shopper may pick (only the fields rendering needs). */
export interface Clipart {
  id: string;
  title?: string;
  file: FileRef;
}

/** Per-clipart-category layer settings (spec 002 §3): applied when a clipart of it is chosen. */
export interface ClipartDisplaySettings {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  scaleX?: number;
  scaleY?: number;
  rotation?: number;
  cropX?: number;
  cropY?: number;
  cropWidth?: number;
  cropHeight?: number;
}

export interface ClipartCategory {
  id: string;
  title?: string;
  cliparts: Clipart[];
  displaySettings?: ClipartDisplaySettings;
}

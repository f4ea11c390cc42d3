import { z } from 'zod';

/**
 * The mockup document of spec 002 §3 ("Mockup", "Mockup layer") and §2.7: a product photo
 * (the mockup's own file, `width` × `height` px) with layers drawn over it. A Printarea layer is
 * where a product's artwork for one of the product type's print areas lands. One typed model,
 * checked by the artworks service on save, drawn by the mockup editor in the browser and by the
 * render workers in Node — so the editor shows what the store gets.
 *
 * Objects are strict (unknown keys refused): unlike the artwork document, which carries
 * generator fields the renderer never reads, nothing else writes mockup layers.
 */

export const MOCKUP_LIMITS = {
  /** Layers in one mockup, counted through groups. */
  maxLayers: 200,
  /** Group nesting. */
  maxDepth: 5,
  maxTitleLength: 255,
  maxTextLength: 2000,
  /** spec 002 §5: "a layer cannot shrink below width 1". */
  minSize: 1,
  /** A coordinate or size beyond this is a mistake, not a layout. */
  maxCoordinate: 100_000,
  /** A mockup's own pixel size (its photo) at most this a side: render's MAX_IMAGE_SIDE. */
  maxMockupSide: 20_000,
  /** Variants one mockup may apply to (`variantIds`). */
  maxVariantIds: 2000,
  /** Rows of the Settings tab's variants table at most (combinations of the chosen chips). */
  maxVariantRows: 2000,
  /** Rendered mockups are stored at most this wide or high (Printful's limit). */
  maxRenderSide: 2000,
  /** spec 002 §9: the editor's canvas is scaled to 800 px wide when the mockup is wider. */
  editorCanvasWidth: 800,
  /** spec 002 §9: paste offset and arrow nudge. */
  pasteOffset: 10,
  nudge: 1,
} as const;

export const MOCKUP_LAYER_TYPES = ['Text', 'Image', 'Group', 'Printarea'] as const;
export type MockupLayerType = (typeof MOCKUP_LAYER_TYPES)[number];

const coordinate = z.number().finite().min(-MOCKUP_LIMITS.maxCoordinate).max(MOCKUP_LIMITS.maxCoordinate);
const size = z.number().finite().min(MOCKUP_LIMITS.minSize, 'A layer cannot be narrower or lower than 1 px').max(MOCKUP_LIMITS.maxCoordinate);
const colour = z.string().trim().max(64);
const id = z.string().min(1).max(64);

const baseShape = {
  id,
  title: z.string().max(MOCKUP_LIMITS.maxTitleLength).default(''),
  /** Id of the Group the layer sits in; null at the top. Mirrors the nesting of `layers`. */
  parent: id.nullable().default(null),
  x: coordinate.default(0),
  y: coordinate.default(0),
  width: size,
  height: size,
  rotation: z.number().finite().min(-360).max(360).default(0),
  visible: z.boolean().default(true),
  lock: z.boolean().default(false),
};

/** A file in media: `key` is what `/media/img/{size}/{key}` serves. */
export const MockupFileSchema = z.strictObject({ id: z.string().min(1).max(64), key: z.string().min(1).max(1024) });

/** Relative to the Printarea layer's box (its own pixels): where the artwork may show. */
export const ClippingMaskSchema = z.strictObject({ x: coordinate, y: coordinate, width: size, height: size });

/** The artwork shown in the editor's Preview of a print area (never used when rendering a product). */
export const PreviewArtworkSchema = z.strictObject({
  id: z.string().min(1).max(64),
  title: z.string().max(MOCKUP_LIMITS.maxTitleLength).default(''),
  preview: z.string().max(1024).nullable().default(null),
  width: z.number().positive(),
  height: z.number().positive(),
});

export const MockupTextLayerSchema = z.strictObject({
  ...baseShape,
  type: z.literal('Text'),
  text: z.string().max(MOCKUP_LIMITS.maxTextLength).default(''),
  fontFamily: z.string().max(255).default('Arial'),
  fontSize: z.number().finite().min(1).max(2000).default(30),
  fill: colour.default('#000000'),
  align: z.enum(['left', 'center', 'right']).default('left'),
});

export const MockupImageLayerSchema = z.strictObject({
  ...baseShape,
  type: z.literal('Image'),
  file: MockupFileSchema,
});

export const MockupPrintareaLayerSchema = z.strictObject({
  ...baseShape,
  type: z.literal('Printarea'),
  /** The product type's print area this box shows (its id and, for the list, name and size). */
  printArea: z.strictObject({
    id: z.string().min(1).max(64),
    name: z.string().max(MOCKUP_LIMITS.maxTitleLength).default(''),
    width: z.number().positive().max(MOCKUP_LIMITS.maxCoordinate),
    height: z.number().positive().max(MOCKUP_LIMITS.maxCoordinate),
  }),
  clippingMaskEnable: z.boolean().default(false),
  clippingMask: ClippingMaskSchema.nullable().default(null),
  /**
   * How much of the product photo's shading the artwork takes (0 = printed flat on top,
   * 1 = the photo's full luminance multiplied in), so folds and light show through the print.
   */
  shading: z.number().finite().min(0).max(1).default(0.6),
  previewArtwork: PreviewArtworkSchema.nullable().default(null),
});

export interface MockupGroupLayer {
  id: string;
  title: string;
  parent: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  visible: boolean;
  lock: boolean;
  type: 'Group';
  layers: MockupLayer[];
}

export const MockupGroupLayerSchema: z.ZodType<MockupGroupLayer, unknown> = z.strictObject({
  ...baseShape,
  type: z.literal('Group'),
  layers: z.lazy(() => z.array(MockupLayerSchema)).default([]),
}) as z.ZodType<MockupGroupLayer, unknown>;

export const MockupLayerSchema: z.ZodType<MockupLayer, unknown> = z.lazy(() =>
  z.discriminatedUnion('type', [MockupTextLayerSchema, MockupImageLayerSchema, MockupPrintareaLayerSchema, MockupGroupLayerSchema as never]),
) as z.ZodType<MockupLayer, unknown>;

export type MockupTextLayer = z.output<typeof MockupTextLayerSchema>;
export type MockupImageLayer = z.output<typeof MockupImageLayerSchema>;
export type MockupPrintareaLayer = z.output<typeof MockupPrintareaLayerSchema>;
export type MockupLayer = MockupTextLayer | MockupImageLayer | MockupPrintareaLayer | MockupGroupLayer;

/**
 * "Apply to variants" (spec 002 §2.7): the attribute chips chosen per attribute (by slug). The
 * variants they select are the mockup's `variantIds`, which the table's switches may then refine.
 */
export const ApplyToVariantsSchema = z
  .array(z.strictObject({ slug: z.string().min(1).max(255), values: z.array(z.string().max(255)).max(500) }))
  .max(50);

export const MockupSettingsSchema = z.strictObject({
  /** Drawn behind the photo (its transparent parts) unless the variant's colour replaces it. */
  defaultBgColor: colour.nullable().default(null),
  changeBgColorByVariantColor: z.boolean().default(false),
  applyToVariants: ApplyToVariantsSchema.default([]),
});

export type MockupSettings = z.output<typeof MockupSettingsSchema>;
export type ApplyToVariants = z.output<typeof ApplyToVariantsSchema>;

export const DEFAULT_MOCKUP_SETTINGS: MockupSettings = { defaultBgColor: null, changeBgColorByVariantColor: false, applyToVariants: [] };

import { z } from 'zod';
import { LAYER_BOUNDS } from './rules';

/**
 * Zod schema of the artwork document of spec 002 §3. Objects are "loose": the editor
 * stores many generator-specific fields (maps, star maps, calendars, QR...) that the
 * renderer does not interpret, and a validator that dropped or refused them would lose
 * data on a round trip. Field names are kept as spelled in the spec (`numberic`,
 * `transparentbackground`, `shared_layer_id`, `display_mode`).
 */

const num = z.number().refine(Number.isFinite, 'must be a finite number');

export const FileRefSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  key: z.string().optional(),
  url: z.string().optional(),
  file_name: z.string().optional(),
});

export const LayerValueSchema = z.looseObject({
  active: z.boolean().optional(),
  text: z.string().optional(),
  file: FileRefSchema.optional(),
});

export const PersonalizedBlockSchema = z.looseObject({
  enable: z.boolean().default(false),
  /** Absent for text layers; `images` = shopper upload, `clipartCategory` = pick a clipart. */
  type: z.enum(['images', 'clipartCategory', 'shared-layer']).optional(),
  label: z.string().optional(),
  title: z.string().optional(),
  help: z.string().optional(),
  placeholder: z.string().optional(),
  required: z.boolean().optional(),
  numberic: z.boolean().optional(),
  min: num.optional(),
  max: num.optional(),
  default: z
    .looseObject({
      text: z.string().optional(),
      file: z.looseObject({ categoryID: z.union([z.string(), z.number()]).optional() }).optional(),
    })
    .optional(),
});

export const ConditionRuleSchema = z.looseObject({
  /** Id of the Option or personalised layer the rule looks at. */
  option: z.string().min(1, 'must name a layer'),
  logic: z.enum(['=', '!=']),
  value: z.union([z.string(), z.number()]).transform(String),
});

export const ConditionBlockSchema = z.looseObject({
  enable: z.boolean().default(false),
  action: z.enum(['show', 'hide']),
  match: z.enum(['all', 'one', 'none']),
  rules: z.array(ConditionRuleSchema).default([]),
});

export const FILTER_NAMES = ['Blur', 'Brighten', 'Contrast', 'Pixelate'] as const;

/** Ranges from spec 002 §2.8 (LAYER_BOUNDS, shared with the panels). */
export const FilterParamsSchema = z.looseObject({
  blur: num.min(LAYER_BOUNDS.blur.min).max(LAYER_BOUNDS.blur.max).optional(),
  brighten: num.min(LAYER_BOUNDS.brighten.min).max(LAYER_BOUNDS.brighten.max).optional(),
  contrast: num.min(LAYER_BOUNDS.contrast.min).max(LAYER_BOUNDS.contrast.max).optional(),
  pixelate: num.min(LAYER_BOUNDS.pixelate.min).max(LAYER_BOUNDS.pixelate.max).optional(),
});

export const OptionItemSchema = z.looseObject({
  label: z.string(),
  value: z.union([z.string(), z.number()]).transform(String),
  default: z.boolean().optional(),
  image: z.string().optional(),
  color: z.string().optional(),
});

const TEXT_TRANSFORM = z.enum(['default', 'uppercase', 'lowercase']);
const ALIGN = z.enum(['left', 'center', 'right', 'justify']);

/** Fields every layer type carries (spec 002 §3 "Artwork layer"). */
const baseLayerShape = {
  id: z.string().min(1, 'layer id is required'),
  title: z.string().default(''),
  parent: z.string().nullish(),
  x: num.default(50),
  y: num.default(50),
  width: num.min(0).optional(),
  height: num.min(0).optional(),
  rotation: num.default(0),
  skewX: num.default(0),
  skewY: num.default(0),
  scaleX: num.default(1),
  scaleY: num.default(1),
  visible: z.boolean().default(true),
  lock: z.boolean().default(false),
  hidden: z.boolean().optional(),
  dependOnLayer: z.string().nullish(),
  /** The list's range (the form's is narrower, LAYER_BOUNDS.ordering): the server cannot tell which set it. */
  ordering: num.min(LAYER_BOUNDS.orderingList.min).max(LAYER_BOUNDS.orderingList.max).optional(),
  shared_layer_id: z.string().nullish(),
  excludeMockup: z.boolean().optional(),
  values: z.array(LayerValueSchema).optional(),
  personalized: PersonalizedBlockSchema.optional(),
  condition: ConditionBlockSchema.optional(),
  opacity: num.min(LAYER_BOUNDS.opacity.min).max(LAYER_BOUNDS.opacity.max).optional(),
};

export const TextLayerSchema = z.looseObject({
  ...baseLayerShape,
  type: z.literal('Text'),
  fontSize: num.positive().default(30),
  letterSpacing: num.default(1),
  lineHeight: num.positive().max(LAYER_BOUNDS.lineHeight.max).default(1),
  align: ALIGN.default('left'),
  fill: z.string().default('#000000'),
  stroke: z.string().optional(),
  strokeWidth: num.min(LAYER_BOUNDS.strokeWidth.min).max(LAYER_BOUNDS.strokeWidth.max).optional(),
  /** Stroke position; `true` is accepted as a legacy spelling of "outside". */
  fillAfterStrokeEnabled: z.union([z.enum(['inside', 'outside']), z.boolean()]).optional(),
  /** `{fontId}-{variant}`, or a plain family name for system fonts. */
  fontFamily: z.string().default('Arial'),
  textTransform: TEXT_TRANSFORM.default('default'),
  autofit: z.boolean().optional(),
  wrapConfig: z.enum(['none', 'word', 'char']).default('word'),
  textDirection: z.enum(['horizontal', 'vertical']).default('horizontal'),
  shape: z.string().optional(),
});

export const LabelLayerSchema = z.looseObject({
  ...baseLayerShape,
  type: z.literal('Label'),
  text: z.string().default(''),
  align: ALIGN.default('left'),
  fill: z.string().default('#000000'),
  background: z.string().optional(),
  letterSpacing: num.default(0),
  fontSize: num.positive().default(30),
  lineHeight: num.positive().max(LAYER_BOUNDS.lineHeight.max).default(1),
  fontWeight: z.union([z.enum(['normal', 'bold']), z.number()]).optional(),
  fontFamily: z.string().default('Arial'),
  textTransform: TEXT_TRANSFORM.default('default'),
  padding: num.min(0).optional(),
});

export const ImageLayerSchema = z.looseObject({
  ...baseLayerShape,
  type: z.literal('Image'),
  /** Clipart category the shopper picks from (personalised type `clipartCategory`). */
  clipartCategory: z.union([z.string(), z.number()]).transform(String).optional(),
  cropX: num.min(0).optional(),
  cropY: num.min(0).optional(),
  cropWidth: num.min(0).optional(),
  cropHeight: num.min(0).optional(),
  _filtersMethods: z.array(z.enum(FILTER_NAMES)).optional(),
  _filters: FilterParamsSchema.optional(),
});

export const OptionLayerSchema = z.looseObject({
  ...baseLayerShape,
  type: z.literal('Option'),
  display_mode: z.enum(['dropdown', 'button', 'image', 'color']).default('dropdown'),
  options: z.array(OptionItemSchema).default([]),
});

export const GroupLayerSchema = z.looseObject({
  ...baseLayerShape,
  type: z.literal('Group'),
  /**
   * Nested children; flat lists with `parent` ids are accepted too and nested on load.
   * Typed `unknown[]` here only to break TypeScript's inference cycle on the recursive
   * union; `types.ts` gives the parsed value its real type (`Layer[]`).
   */
  layers: z.lazy((): z.ZodType<unknown[]> => z.array(LayerSchema)).default([]),
  clip: z
    .looseObject({ x: num, y: num, width: num.min(0), height: num.min(0) })
    .optional(),
});

export const LayerSchema: z.ZodType<unknown> = z.discriminatedUnion('type', [
  TextLayerSchema,
  LabelLayerSchema,
  ImageLayerSchema,
  OptionLayerSchema,
  GroupLayerSchema,
]);

export const TemplateSchema = z.looseObject({
  title: z.string().trim().min(1, 'Template title is required'),
  isDefault: z.boolean().optional(),
  layers: z.array(LayerSchema).default([]),
  preview: z.unknown().optional(),
  thumbnail: z.unknown().optional(),
});

export const ArtworkSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String).optional(),
  title: z.string().default(''),
  lock: z.boolean().optional(),
  width: num.min(1, 'Artwork width must be at least 1'),
  height: num.min(1, 'Artwork height must be at least 1'),
  templates: z.array(TemplateSchema).default([]),
  sharedLayers: z.array(LayerSchema).default([]),
  /** Index into templates; -1 selects the shared layers (spec 002 §2.8). */
  selectedTemplate: z.number().int().min(-1).optional(),
  templateDisplayMode: z.string().optional(),
  templateDisplayLabel: z.string().optional(),
  categories: z.array(z.looseObject({ id: z.unknown(), title: z.string().optional() })).optional(),
});

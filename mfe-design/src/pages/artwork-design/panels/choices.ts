import type { Choice } from './fields/ChoiceField';

/** Value lists of spec 002 §3, spelled as stored. */
export const ALIGN_CHOICES: Choice<'left' | 'center' | 'right' | 'justify'>[] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
  { value: 'justify', label: 'Justify' },
];

export const TRANSFORM_CHOICES: Choice<'default' | 'uppercase' | 'lowercase'>[] = [
  { value: 'default', label: 'Default' },
  { value: 'uppercase', label: 'Uppercase' },
  { value: 'lowercase', label: 'Lowercase' },
];

export const WRAP_CHOICES: Choice<'none' | 'word' | 'char'>[] = [
  { value: 'none', label: 'None' },
  { value: 'word', label: 'Word' },
  { value: 'char', label: 'Char' },
];

export const DIRECTION_CHOICES: Choice<'horizontal' | 'vertical'>[] = [
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'vertical', label: 'Vertical' },
];

/** `fillAfterStrokeEnabled`: where the stroke sits relative to the fill. */
export const STROKE_POSITION_CHOICES: Choice<'inside' | 'outside'>[] = [
  { value: 'inside', label: 'Inside' },
  { value: 'outside', label: 'Outside' },
];

/** Text `shape` (spec 002 §3: "normal or other"); stored for the generators, not drawn by the scene. */
export const TEXT_SHAPE_CHOICES: Choice<'normal' | 'other'>[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'other', label: 'Other' },
];

export const FONT_WEIGHT_CHOICES: Choice<'normal' | 'bold'>[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'bold', label: 'Bold' },
];

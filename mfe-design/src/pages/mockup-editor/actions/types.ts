import type { Action, Editor } from '@pod/canvas-editor';
import type { ChipAttribute, ChipVariant, MockupLayer, MockupSettings } from '@pod/artwork-scene';

/** One mockup as the editor holds it: the fields `updateMockup` saves (spec 002 §7), layers and settings typed. */
export interface EditedMockup {
  id: string;
  title: string;
  /** Storage key of the photo (`/media/img/{size}/{key}`). */
  preview: string;
  productTypeID: string;
  productID: string | null;
  /** The photo's pixel size: layer coordinates are in these pixels. */
  width: number;
  height: number;
  layers: MockupLayer[];
  settings: MockupSettings;
  variantIds: string[];
}

/**
 * The document: every mockup of the product type the editor manages, in list order. Save sends
 * each one with its position as `ordering` (spec 002 §4), so reordering them is an undoable change.
 */
export interface MockupEditorDoc {
  mockups: EditedMockup[];
}

/** UI state an undo returns to: which mockup is on the canvas (its index in `doc.mockups`). */
export interface MockupView {
  mockup: number;
}

export interface ProductTypePrintArea {
  id: string;
  name: string;
  /** Pixels; null while the print area is still being filled in on the product type. */
  width: number | null;
  height: number | null;
}

/** The product type the mockups belong to: what 'Add Printarea' and 'Apply to variants' offer. */
export interface MockupProductType {
  id: string;
  title: string;
  attributes: ChipAttribute[];
  printAreas: ProductTypePrintArea[];
  variants: ChipVariant[];
}

/** What actions read from the page but must not create themselves (tests pass a counter). */
export interface MockupEnv {
  newId(): string;
  productType: MockupProductType;
}

export type MockupAction = Action<MockupEditorDoc, MockupView, MockupEnv>;
export type MockupEditor = Editor<MockupEditorDoc, MockupView, MockupEnv>;
export type MockupEditorState = ReturnType<MockupEditor['getState']>;

/** Short random layer ids of 8 base-36 characters (checked against the mockup's ids by the callers). */
export function randomLayerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

import { DEFAULT_PRINT_AREA, slugify } from '@pod/contracts';
import type { AttributeValue, PrintAreaValue, ProductTypeDetail } from './queries';

/** Everything the editor's one form holds (the cards are sections of it). */
export interface EditorValues {
  title: string;
  sku: string;
  mockup: string;
  description: string;
  active: boolean;
  categories: string[];
  attributes: AttributeValue[];
  printAreas: PrintAreaValue[];
  /** Storage keys of the uploaded images. */
  images: string[];
}

/** A new type starts empty: the user adds attributes and print areas (Save tells what is missing). */
export const EMPTY_EDITOR: EditorValues = {
  title: '',
  sku: '',
  mockup: '',
  description: '',
  active: true,
  categories: [],
  attributes: [],
  printAreas: [],
  images: [],
};

export const newAttribute = (): AttributeValue => ({ name: '', slug: '', options: [] });

/** Spec 001 §3: name Default, width and height empty, 300 dpi. */
export const newPrintArea = (): PrintAreaValue => ({ ...DEFAULT_PRINT_AREA });

export function toEditorValues(type: ProductTypeDetail): EditorValues {
  return {
    title: type.title,
    sku: type.sku,
    mockup: type.mockup ?? '',
    description: type.description ?? '',
    active: type.state === 'active',
    categories: type.categories.map((c) => c.id),
    attributes: type.attributes.map((a) => ({ name: a.name, slug: a.slug, options: [...a.options] })),
    printAreas: type.printAreas.map((p) => ({ ...p, variant_ids: [...(p.variant_ids ?? [])] })),
    images: [...type.images],
  };
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Options typed as comma tags: trimmed, blanks dropped, each once (first spelling kept). */
export function cleanOptions(options: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of options ?? []) {
    const option = raw.trim();
    if (!option || seen.has(option.toLowerCase())) continue;
    seen.add(option.toLowerCase());
    out.push(option);
  }
  return out;
}

/** The ProductTypeInput the server takes; blank optional text goes as null. */
export function toProductTypeInput(values: EditorValues) {
  return {
    title: text(values.title),
    sku: text(values.sku),
    mockup: text(values.mockup) || null,
    description: text(values.description) || null,
    state: values.active ? 'active' : 'inactive',
    categories: values.categories,
    attributes: values.attributes.map((a) => ({ name: text(a.name), slug: text(a.slug), options: cleanOptions(a.options) })),
    printAreas: values.printAreas.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      name: text(p.name),
      width: p.width,
      height: p.height,
      dpi: p.dpi ?? DEFAULT_PRINT_AREA.dpi,
      // mockupId, mockup, note and variant_ids are not sent: the server keeps what an existing
      // area has, so links made elsewhere (mockups, variants) while the editor is open survive.
    })),
    images: values.images,
  };
}

/**
 * The slug that follows a name edit: derived from the name with `slugify` until the user
 * types a slug of their own (then it is left alone). `manual` says the slug was hand-edited.
 */
export function slugAfterNameChange(name: string, currentSlug: string, manual: boolean): string {
  if (manual && currentSlug.trim()) return currentSlug;
  return slugify(name);
}

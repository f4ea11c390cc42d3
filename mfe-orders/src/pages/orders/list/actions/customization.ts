/** One print area's shopper values as the order carries them (`personalizedData`). */
export interface CustomizationArea {
  printArea: string;
  personalized: ReadonlyArray<{ name: string; value: string }>;
}

/** Edited values: print area → field name → value. */
export type CustomizationEdits = Record<string, Record<string, string>>;

/** The extensions a shopper's image upload comes as (spec 000 §5's custom-design kinds and the web's). */
const IMAGE_URL = /^(https?:\/\/|\/)\S+\.(png|jpe?g|gif|webp)(\?\S*)?$/i;
/** Our own media image route (`mediaImageUrl`), whose keys need not end in an extension. */
const MEDIA_IMAGE_ROUTE = /^https?:\/\/\S+\/media\/img\/\S+$/i;

/** A shopper value that is an uploaded picture (the drawer offers "Replace image" for it). */
export function isImageValue(value: string): boolean {
  const text = value.trim();
  return IMAGE_URL.test(text) || MEDIA_IMAGE_ROUTE.test(text);
}

/**
 * updateOrderCustomize's input: only the print areas whose values changed (those designs
 * regenerate), each with all its fields, in the order's own field order; null when nothing changed.
 */
export function customizeInput(areas: readonly CustomizationArea[], edits: CustomizationEdits) {
  const changed = areas.flatMap((area) => {
    const edited = edits[area.printArea] ?? {};
    const personalized = area.personalized.map((field) => ({ name: field.name, value: edited[field.name] ?? field.value }));
    return personalized.some((field, i) => field.value !== area.personalized[i]!.value) ? [{ printArea: area.printArea, personalized }] : [];
  });
  return changed.length ? changed : null;
}

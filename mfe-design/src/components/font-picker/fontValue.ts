/** Spec 002 §7 / §9: the picker asks for page 1 with pageSize 900. */
export const PICKER_PAGE = { page: 1, pageSize: 900 } as const;

/** Spec 002 §9: fonts load from their file url with a 20 s time-out. */
export const FONT_LOAD_TIMEOUT_MS = 20_000;

/** Spec 002 §9: picker searches wait 300 ms after the last key. */
export const FONT_SEARCH_DEBOUNCE_MS = 300;

/** Spec 002 §5: the only accepted font upload. */
export const FONT_FORMAT_MESSAGE = 'Please upload the correct font format (.ttf)!';

/** Spec 002 §8 toasts. */
export const fontLoadFailed = (family: string) => `Could not load ${family} font`;
export const DELETE_FONT_SUCCESS = 'delete font success';

/** Splits '{fontId}-{variant}' at the last dash (ids may contain dashes, variants never do). */
export function parseFontValue(value: string | undefined | null): { fontId: string; variant: string } | undefined {
  if (!value) return undefined;
  const cut = value.lastIndexOf('-');
  if (cut <= 0 || cut === value.length - 1) return undefined;
  return { fontId: value.slice(0, cut), variant: value.slice(cut + 1) };
}

export function fontValue(fontId: string, variant: string): string {
  return `${fontId}-${variant}`;
}

/** The variant a font's row offers first: the stored one when the value is this font's, else its first (spec 002 §2.9). */
export function defaultVariant(font: { id: string; variants: ReadonlyArray<{ variant: string }> }, value: string | undefined): string | undefined {
  const stored = parseFontValue(value);
  if (stored?.fontId === font.id && font.variants.some((v) => v.variant === stored.variant)) return stored.variant;
  return font.variants[0]?.variant;
}

/** Only .ttf files are offered for upload (the server checks the bytes too). */
export function isTtfName(name: string): boolean {
  return /\.ttf$/i.test(name.trim());
}

/** What the trigger shows: 'Oswald 700' for a known selection, else the stored text ('Arial'). */
export function fontLabel(value: string | undefined, font: { family: string } | undefined): string {
  const parsed = parseFontValue(value);
  if (font && parsed) return parsed.variant === 'regular' ? font.family : `${font.family} ${parsed.variant}`;
  return value || 'Choose font';
}

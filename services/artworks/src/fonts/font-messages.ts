/** Messages of the fonts capability (spec 002 §5 for the format; the rest are ours, spec 002 §8 shows them as toasts). */
export const FONT_MESSAGES = {
  format: 'Please upload the correct font format (.ttf)!',
  notFound: 'Font not found',
  globalOnlyAdmin: 'Only an administrator can upload or delete global fonts',
  notYours: 'You can only delete your own fonts',
  variantTaken: (family: string, variant: string) => `${family} already has the ${variant} variant`,
} as const;

/** Spec 002 §7/§9: the picker asks for 900; -1 means all (bounded). */
export const FONT_PAGES = { size: 900, max: 1000, all: 10_000 };

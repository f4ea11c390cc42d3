/**
 * Spec 000 §5: uploaded print files and custom designs must be named with word characters and
 * digits only, then an image extension. The browser checks before uploading; media's createFile
 * checks again when the file is registered with its `kind`.
 */
export const UPLOAD_MESSAGES = {
  badFileName: 'File name cannot contain empty space or any special characters',
  /** Spec silent on the wording for a type the kind does not accept. */
  badFileType: (extensions: readonly string[]) => `Please upload a ${extensions.map((e) => `.${e}`).join(', ')} file`,
} as const;

/** Which extensions each kind of design upload accepts (spec 000 §5). */
export const UPLOAD_KINDS = {
  print_file: ['jpg', 'jpeg', 'png', 'tiff', 'tif', 'psd'],
  custom_design: ['jpg', 'jpeg', 'png'],
} as const satisfies Record<string, readonly string[]>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_KINDS, value);
}

/** Spec 000 §5: word characters/digits, then one of the extensions the rule names. */
const NAMED_BY_RULE = /^\w+\.(jpe?g|png|tiff?|psd)$/i;

/** The message to show for `fileName` uploaded as `kind`, or null when it may be uploaded. */
export function checkUploadFileName(fileName: string, kind: UploadKind): string | null {
  if (!NAMED_BY_RULE.test(fileName)) return UPLOAD_MESSAGES.badFileName;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const accepted: readonly string[] = UPLOAD_KINDS[kind];
  return accepted.includes(extension) ? null : UPLOAD_MESSAGES.badFileType(accepted);
}

/** The `accept` attribute of a file input for `kind`. */
export function uploadAccept(kind: UploadKind): string {
  return UPLOAD_KINDS[kind].map((e) => `.${e}`).join(',');
}

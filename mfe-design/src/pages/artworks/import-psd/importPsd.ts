/** The import's texts (spec 002 §4, §5); 'psdOnly' is ours (the spec says only .psd is accepted). */
export const IMPORT_PSD_MESSAGES = {
  categoriesRequired: 'Please input your Categories!',
  fileRequired: 'Please input your file PSD!',
  psdOnly: 'Only .psd files can be imported',
  notPsd: 'The file is not a PSD (Photoshop document)',
  importing: 'Your artwork is importing. Please wait a moment!',
  imported: 'Artwork imported',
} as const;

/** Only .psd files (by name here; media checks the bytes on upload and again when parsing). */
export function isPsdFileName(name: string): boolean {
  return /\.psd$/i.test(name.trim());
}

export type ImportOutcome = { kind: 'done'; id: string; unmatchedFonts: string[] } | { kind: 'failed'; error: string };

/**
 * The outcome of an import from the live event or the status query; null while it is still
 * importing (the query's `status: importing`, or nothing heard yet).
 */
export function outcomeOf(
  result: { status?: string; id?: string | null; error?: string | null; unmatchedFonts: readonly string[] } | null,
): ImportOutcome | null {
  if (!result) return null;
  if (result.error) return { kind: 'failed', error: result.error };
  if (result.id) return { kind: 'done', id: result.id, unmatchedFonts: [...result.unmatchedFonts] };
  return null;
}

/**
 * Whether a file starts like a PSD ("8BPS", Adobe's signature): a picture renamed .psd is told
 * so before it is uploaded. Media checks the bytes again on upload and when parsing.
 */
export async function looksLikePsd(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return String.fromCharCode(...head) === '8BPS';
}

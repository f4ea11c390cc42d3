import type { Client } from 'urql';
import { mimeOfFile, postWithProgress } from '@pod/platform';
import { CREATE_FONT, FONT_SIGNED_URL, type PickerFont } from './queries';
import { FONT_FORMAT_MESSAGE, isTtfName } from './fontValue';

/**
 * Upload Font: the .ttf goes straight to storage through a signed form, then createFont has
 * media register it (checked by its bytes) and files it under the family read from the file.
 * The name is checked first so a wrong file never leaves the browser.
 */
export async function uploadFont(client: Client, file: File, global: boolean): Promise<PickerFont> {
  if (!isTtfName(file.name)) throw new Error(FONT_FORMAT_MESSAGE);
  // Browsers leave the type of .ttf empty or spell it several ways; media checks the bytes.
  const fileMime = mimeOfFile(file).startsWith('font/') ? mimeOfFile(file) : 'font/ttf';
  const signed = await client.mutation(FONT_SIGNED_URL, { filename: file.name, fileMime }).toPromise();
  if (signed.error) throw signed.error;
  const { key, url, fields } = signed.data!.createSignedUrl;
  await postWithProgress(url, fields, file);
  const created = await client
    .mutation(CREATE_FONT, { file: { key, file_name: file.name, file_size: file.size, file_mime: fileMime, source: 'aws' }, global })
    .toPromise();
  if (created.error) throw created.error;
  return created.data!.createFont;
}

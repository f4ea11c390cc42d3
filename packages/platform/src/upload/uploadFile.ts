import type { Client } from 'urql';
import { graphql, type ResultOf } from '../graphql';
import { checkUploadFileName, type UploadKind } from '@pod/contracts';
import { mimeOfFile } from './fileMime';
import { postWithProgress } from './postWithProgress';

export const CREATE_SIGNED_URL = graphql(`
  mutation PlatformCreateSignedUrl($filename: String!, $fileMime: String!) {
    createSignedUrl(filename: $filename, fileMime: $fileMime) {
      key
      url
      fields {
        name
        value
      }
    }
  }
`);

export const CREATE_FILE = graphql(`
  mutation PlatformCreateFile($input: CreateFileInput!) {
    createFile(input: $input) {
      id
      key
      url
    }
  }
`);

/**
 * A registered upload: `id` is the media File id (what createMockup and friends take as fileID),
 * `key` the final, immutable storage key (what image URLs and createBanner take), `url` the
 * original through the image route.
 */
export type UploadedFile = ResultOf<typeof CREATE_FILE>['createFile'];

export interface UploadFileOptions {
  /** Upload progress in percent (0–100). */
  onProgress?(percent: number): void;
  /** A design upload (print file, custom design): spec 000 §5's file-name rule applies here and in media. */
  kind?: UploadKind;
}

/**
 * The browser-side upload flow of ARCHITECTURE §7: ask media for a signed upload form
 * (createSignedUrl: bound to the key, the type and its size limit), post the bytes straight to
 * object storage with progress, then register the object (createFile), which media checks
 * (exists, size, type by its bytes, owner) and moves to its final key.
 * Rejects with the GraphQL or storage error; nothing is registered when the upload fails. A design
 * upload (`kind`) with a name spec 000 §5 refuses is rejected before anything is sent.
 */
export async function uploadFile(client: Client, file: File, options: UploadFileOptions = {}): Promise<UploadedFile> {
  const badName = options.kind ? checkUploadFileName(file.name, options.kind) : null;
  if (badName) throw new Error(badName);
  const fileMime = mimeOfFile(file);
  options.onProgress?.(0);
  const signed = await client.mutation(CREATE_SIGNED_URL, { filename: file.name, fileMime }).toPromise();
  if (signed.error) throw signed.error;
  const { key, url, fields } = signed.data!.createSignedUrl;
  await postWithProgress(url, fields, file, options.onProgress);
  const registered = await client
    .mutation(CREATE_FILE, { input: { key, file_name: file.name, file_mime: fileMime, file_size: file.size, source: 'aws', ...(options.kind && { kind: options.kind }) } })
    .toPromise();
  if (registered.error) throw registered.error;
  return registered.data!.createFile;
}

import { Readable } from 'node:stream';
import type { UserContext } from '@pod/service-kit';
import { InternalCallError, InternalRefusedError } from '@pod/service-kit/internal-client';
import { createMediaClient, MAX_LINKS_PER_REQUEST } from '@pod/media-client';
import { MediaUnavailableError } from '../designs/media-files';

/** What exports need of media: store a streamed CSV as a File, and sign public print-file links. */
export interface MediaExportFiles {
  /** Streams the body into media as a File owned by `user`; resolves with the File once stored. */
  uploadCsv(user: UserContext, fileName: string, body: Readable): Promise<{ id: string }>;
  /** Signed, expiring public links of registered files (unknown ids are left out). */
  links(fileIds: string[], ttlSeconds: number): Promise<Map<string, string>>;
}

/**
 * Files are media's (ARCHITECTURE §2): the CSV goes to `POST /internal/files/stream` as it is
 * written (media checks its bytes and stores it like every file), print-file links come from
 * `POST /internal/files/links` (media signs and later verifies them). Both signed with the
 * internal secret; the upload is signed as the export's author, who owns the File.
 */
export function mediaExportFilesOver(options: { mediaUrl: string; internalSecret: string }): MediaExportFiles {
  const media = createMediaClient({ baseUrl: options.mediaUrl, secret: options.internalSecret });
  return {
    async uploadCsv(user, fileName, body) {
      const file = await media.uploadStream(user, fileName, Readable.toWeb(body) as ReadableStream, 'text/csv').catch((error: unknown) => {
        throw new MediaUnavailableError(error instanceof InternalRefusedError ? `The file service refused the export (${error.status} ${error.message})` : `The file service cannot take the export (${String(error)})`);
      });
      if (!file) throw new MediaUnavailableError('The file service refused the export (404)');
      return { id: file.id };
    },
    async links(fileIds, ttlSeconds) {
      const out = new Map<string, string>();
      for (let start = 0; start < fileIds.length; start += MAX_LINKS_PER_REQUEST) {
        const links = await media.links(fileIds.slice(start, start + MAX_LINKS_PER_REQUEST), ttlSeconds).catch((error: unknown) => {
          throw new MediaUnavailableError(`The file service cannot sign links (${error instanceof InternalCallError ? error.status : 'unreachable'})`);
        });
        for (const link of links) out.set(link.id, link.url);
      }
      return out;
    },
  };
}

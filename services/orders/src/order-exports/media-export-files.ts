import { Readable } from 'node:stream';
import { signUserContext, type UserContext } from '@pod/service-kit';
import { MediaUnavailableError } from '../designs/media-files';

/** What exports need of media: store a streamed CSV as a File, and sign public print-file links. */
export interface MediaExportFiles {
  /** Streams the body into media as a File owned by `user`; resolves with the File once stored. */
  uploadCsv(user: UserContext, fileName: string, body: Readable): Promise<{ id: string }>;
  /** Signed, expiring public links of registered files (unknown ids are left out). */
  links(fileIds: string[], ttlSeconds: number): Promise<Map<string, string>>;
}

/** media's limit of links per request. */
const LINKS_PER_REQUEST = 1000;

/**
 * Files are media's (ARCHITECTURE §2): the CSV goes to `POST /internal/files/stream` as it is
 * written (media checks its bytes and stores it like every file), print-file links come from
 * `POST /internal/files/links` (media signs and later verifies them). Both signed with the
 * internal secret; the upload is signed as the export's author, who owns the File.
 */
export function mediaExportFilesOver(options: { mediaUrl: string; internalSecret: string }): MediaExportFiles {
  return {
    async uploadCsv(user, fileName, body) {
      const res = await fetch(`${options.mediaUrl}/internal/files/stream?file_name=${encodeURIComponent(fileName)}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', ...signUserContext(user, options.internalSecret) },
        body: Readable.toWeb(body) as ReadableStream,
        // Node's fetch sends a stream body only half-duplex.
        duplex: 'half',
      } as RequestInit).catch((error: unknown) => {
        throw new MediaUnavailableError(`The file service cannot be reached (${String(error)})`);
      });
      if (res.status !== 201) throw new MediaUnavailableError(`The file service refused the export (${res.status} ${await res.text()})`);
      return (await res.json()) as { id: string };
    },
    async links(fileIds, ttlSeconds) {
      const out = new Map<string, string>();
      for (let start = 0; start < fileIds.length; start += LINKS_PER_REQUEST) {
        const res = await fetch(`${options.mediaUrl}/internal/files/links`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signUserContext(null, options.internalSecret) },
          body: JSON.stringify({ ids: fileIds.slice(start, start + LINKS_PER_REQUEST), ttl_seconds: ttlSeconds }),
          signal: AbortSignal.timeout(30_000),
        }).catch(() => {
          throw new MediaUnavailableError('The file service cannot be reached');
        });
        if (!res.ok) throw new MediaUnavailableError(`The file service cannot sign links (${res.status})`);
        for (const link of ((await res.json()) as { links: Array<{ id: string; url: string }> }).links) out.set(link.id, link.url);
      }
      return out;
    },
  };
}

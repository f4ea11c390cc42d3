import { signUserContext } from '@pod/service-kit';

/** A registered upload as media describes it (GET /internal/files/:id), with its pixel size (…/image-info). */
export interface MediaImage {
  id: string;
  key: string;
  file_name: string;
  file_mime: string;
  user_id: string;
  width: number;
  height: number;
}

/** What the designs capability needs to know of a file: null when media does not know it (or it is not an image). */
export type FindMediaImage = (fileId: string) => Promise<MediaImage | null>;

export class MediaUnavailableError extends Error {}

const TIMEOUT_MS = 30_000;

/**
 * Files are media's (ARCHITECTURE §2): an uploaded custom design is checked through media's
 * signed internal route, which answers the record (owner, name, type) and the pixel size.
 */
export function mediaImagesOver(options: { mediaUrl: string; internalSecret: string }): FindMediaImage {
  return async (fileId) => {
    const res = await fetch(`${options.mediaUrl}/internal/files/${encodeURIComponent(fileId)}/image-info`, {
      headers: signUserContext(null, options.internalSecret),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => {
      throw new MediaUnavailableError('The file service cannot be reached; try again');
    });
    // 404: unknown id; 422: not an image media can read. Either way it cannot be a print file.
    if (res.status === 404 || res.status === 422) return null;
    if (!res.ok) throw new MediaUnavailableError('The file service cannot check the file; try again');
    return (await res.json()) as MediaImage;
  };
}

/** A short-lived presigned download of a media file, answered as an attachment named `fileName`; null when media does not know the file. */
export type PresignDownload = (fileId: string, fileName: string) => Promise<{ url: string; expires_at: string } | null>;

/**
 * media signs (POST /internal/files/:id/download-url, internal secret); who may have the link is
 * decided here first (the order's reader), so the role rules stay with the orders service.
 */
export function mediaDownloadsOver(options: { mediaUrl: string; internalSecret: string }): PresignDownload {
  return async (fileId, fileName) => {
    const res = await fetch(`${options.mediaUrl}/internal/files/${encodeURIComponent(fileId)}/download-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signUserContext(null, options.internalSecret) },
      body: JSON.stringify({ file_name: fileName }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => {
      throw new MediaUnavailableError('The file service cannot be reached; try again');
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new MediaUnavailableError('The file service cannot sign the download; try again');
    return (await res.json()) as { url: string; expires_at: string };
  };
}

import { checkUploadFileName, DESIGN_MESSAGES, type UploadKind } from '@pod/contracts';
import { badInput, isUuid, signUserContext, type UserContext } from '@pod/service-kit';

/** A registered upload as media's registry describes it (GET /internal/files/:id): no bytes read. */
export interface MediaFileRecord {
  id: string;
  key: string;
  file_name: string;
  file_mime: string;
  user_id: string;
}

/** The same with its pixel size (GET /internal/files/:id/image-info, where media reads the file). */
export interface MediaImage extends MediaFileRecord {
  width: number;
  height: number;
}

/**
 * Media's answers about an uploaded file, in two steps: the record is cheap, the pixel size makes
 * media read the file (a PSD preview decodes it). Callers check the record first.
 */
export interface MediaFiles {
  /** null when media does not know the id. */
  record(fileId: string): Promise<MediaFileRecord | null>;
  /** null when media does not know the id; `refused` when it cannot be used as an image (media's reason). */
  image(fileId: string): Promise<MediaImage | { refused: string } | null>;
}

export class MediaUnavailableError extends Error {}

const TIMEOUT_MS = 30_000;

/** Files are media's (ARCHITECTURE §2): both steps over its signed internal routes. */
export function mediaFilesOver(options: { mediaUrl: string; internalSecret: string }): MediaFiles {
  const get = (path: string) =>
    fetch(`${options.mediaUrl}${path}`, { headers: signUserContext(null, options.internalSecret), signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => {
      throw new MediaUnavailableError('The file service cannot be reached; try again');
    });
  return {
    async record(fileId) {
      const res = await get(`/internal/files/${encodeURIComponent(fileId)}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new MediaUnavailableError('The file service cannot check the file; try again');
      return (await res.json()) as MediaFileRecord;
    },
    async image(fileId) {
      const res = await get(`/internal/files/${encodeURIComponent(fileId)}/image-info`);
      if (res.status === 404) return null;
      // 422: not an image media can read, or beyond its pixel bound; the reason is written for the uploader.
      if (res.status === 422) return { refused: String(((await res.json().catch(() => ({}))) as { error?: unknown }).error ?? 'The file is not a readable image').slice(0, 300) };
      if (!res.ok) throw new MediaUnavailableError('The file service cannot check the file; try again');
      return (await res.json()) as MediaImage;
    },
  };
}

/**
 * An upload a user puts on an order's design (uploadDesigns, updatePrintFiles): the record first —
 * someone else's file (unless `anyOwner`) reads like an unknown one, so ids cannot be probed, and a
 * name against spec 000 §5's rule for `kind` is refused — and only then its pixel size, so media
 * never reads a file the caller may not use.
 */
export async function checkedUpload(media: MediaFiles, user: UserContext, fileId: string, kind: UploadKind, anyOwner: boolean): Promise<MediaImage> {
  const record = isUuid(fileId) ? await media.record(fileId) : null;
  if (!record || (record.user_id !== user.id && !anyOwner)) throw badInput(DESIGN_MESSAGES.fileNotFound, 'file_id');
  const refusal = checkUploadFileName(record.file_name, kind);
  if (refusal) throw badInput(refusal, 'file_id');
  const image = await media.image(fileId);
  if (!image) throw badInput(DESIGN_MESSAGES.fileNotFound, 'file_id');
  if ('refused' in image) throw badInput(image.refused, 'file_id');
  return image;
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

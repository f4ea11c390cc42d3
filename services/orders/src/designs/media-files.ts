import { checkUploadFileName, DESIGN_MESSAGES, type UploadKind } from '@pod/contracts';
import { badInput, isUuid, type UserContext } from '@pod/service-kit';
import { InternalRefusedError, InternalUnavailableError } from '@pod/service-kit/internal-client';
import { createMediaClient, type MediaFileRecord, type MediaImageInfo } from '@pod/media-client';

export type { MediaFileRecord };

/** The record with its pixel size (media reads the file). */
export type MediaImage = MediaImageInfo;

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

/** media's outage or refusal as the user reads it: never media's own text or status. */
const unavailable = (error: unknown, doing: string): never => {
  throw new MediaUnavailableError(error instanceof InternalUnavailableError && error.status === null ? 'The file service cannot be reached; try again' : `The file service cannot ${doing}; try again`);
};

/** Files are media's (ARCHITECTURE §2): both steps over its signed internal routes. */
export function mediaFilesOver(options: { mediaUrl: string; internalSecret: string }): MediaFiles {
  const media = createMediaClient({ baseUrl: options.mediaUrl, secret: options.internalSecret });
  return {
    record: (fileId) => media.file(fileId).catch((error: unknown) => unavailable(error, 'check the file')),
    async image(fileId) {
      try {
        return await media.imageInfo(fileId);
      } catch (error) {
        // 422: not an image media can read, or beyond its pixel bound; the reason is written for the uploader.
        if (error instanceof InternalRefusedError && error.status === 422) return { refused: error.message };
        return unavailable(error, 'check the file');
      }
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
  const media = createMediaClient({ baseUrl: options.mediaUrl, secret: options.internalSecret });
  return (fileId, fileName) => media.downloadUrl(fileId, fileName).catch((error: unknown) => unavailable(error, 'sign the download'));
}

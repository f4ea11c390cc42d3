import { InternalRefusedError } from '@pod/service-kit/internal-client';
import { createMediaClient, type MediaClient, type MediaFileRecord, type MediaImageInfo } from '@pod/media-client';

/** A registered upload as media describes it (`@pod/media-client` declares it). */
export type MediaFile = MediaFileRecord;

/** Media refused the file (`status` 422: not an image it can read); `message` is media's, written for the uploader. */
export class MediaFileError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

/** Media's refusal as this service's MediaFileError; anything else (media down) goes on as it is. */
export function refusedAsMediaFileError(error: unknown): never {
  throw error instanceof InternalRefusedError && error.status !== null ? new MediaFileError(error.message, error.status) : error;
}

/**
 * Files belong to the media service (ARCHITECTURE §2): mockups ask it through its client
 * instead of reading its tables. PSD previews are made there too ("PSD import" is media's).
 */
export class MediaFiles {
  protected readonly media: MediaClient;

  constructor(options: { mediaUrl: string; internalSecret: string }) {
    this.media = createMediaClient({ baseUrl: options.mediaUrl, secret: options.internalSecret });
  }

  /** The file, or null when media does not know the id. */
  file(id: string): Promise<MediaFile | null> {
    return this.media.file(id).catch(refusedAsMediaFileError);
  }

  /** The registered files among storage keys (unknown keys are left out). */
  filesByKeys(keys: string[]): Promise<MediaFile[]> {
    return this.media.filesByKeys(keys).catch(refusedAsMediaFileError);
  }

  /** Size and preview of an image file (a PSD's preview is made on first call), or null when unknown. */
  imageInfo(id: string): Promise<MediaImageInfo | null> {
    return this.media.imageInfo(id).catch(refusedAsMediaFileError);
  }
}

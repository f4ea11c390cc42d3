import { signUserContext } from '@pod/service-kit';

/** A registered upload as media describes it (GET /internal/files/:id). */
export interface MediaFile {
  id: string;
  key: string;
  file_name: string;
  file_mime: string;
  user_id: string;
}

/** Pixel size and a web preview key (GET /internal/files/:id/image-info). */
export interface MediaImageInfo extends MediaFile {
  width: number;
  height: number;
  preview_key: string;
}

export class MediaFileError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

const TIMEOUT_MS = 60_000;

/**
 * Files belong to the media service (ARCHITECTURE §2): mockups ask its signed internal routes
 * instead of reading its tables. PSD previews are made there too ("PSD import" is media's).
 */
export class MediaFiles {
  constructor(private readonly options: { mediaUrl: string; internalSecret: string }) {}

  /** The file, or null when media does not know the id. */
  file(id: string): Promise<MediaFile | null> {
    return this.get<MediaFile>(`/internal/files/${encodeURIComponent(id)}`);
  }

  /** Size and preview of an image file (a PSD's preview is made on first call), or null when unknown. */
  imageInfo(id: string): Promise<MediaImageInfo | null> {
    return this.get<MediaImageInfo>(`/internal/files/${encodeURIComponent(id)}/image-info`);
  }

  private async get<T>(path: string): Promise<T | null> {
    const res = await fetch(`${this.options.mediaUrl}${path}`, {
      headers: signUserContext(null, this.options.internalSecret),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 404) return null;
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      throw new MediaFileError(body.error ?? `media answered ${res.status}`, res.status);
    }
    return (await res.json()) as T;
  }
}

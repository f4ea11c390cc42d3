import { signUserContext } from '@pod/service-kit';
import { MediaFileError, MediaFiles, type MediaFile } from '../mockups/media-files';

const TIMEOUT_MS = 60_000;

/**
 * What cliparts ask media (ARCHITECTURE §2: files are media's): the registered upload (type,
 * owner) and the File browsers can show for it — itself for jpeg/png, a PNG copy for a TIFF.
 */
export class ClipartFiles {
  private readonly files: MediaFiles;

  constructor(private readonly options: { mediaUrl: string; internalSecret: string }) {
    this.files = new MediaFiles(options);
  }

  /** The file, or null when media does not know the id. */
  file(id: string): Promise<MediaFile | null> {
    return this.files.file(id);
  }

  /** The web image File of an uploaded image, or null when media does not know the id. */
  async webImage(id: string): Promise<MediaFile | null> {
    const res = await fetch(`${this.options.mediaUrl}/internal/files/${encodeURIComponent(id)}/web-image`, {
      method: 'POST',
      headers: signUserContext(null, this.options.internalSecret),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 404) return null;
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      throw new MediaFileError(body.error ?? `media answered ${res.status}`, res.status);
    }
    return (await res.json()) as MediaFile;
  }
}

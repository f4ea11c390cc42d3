import { signUserContext, type UserContext } from '@pod/service-kit';

/** What media read from an uploaded .ttf (POST /internal/fonts/register). */
export interface RegisteredFontFile {
  file: { id: string; key: string; file_name: string };
  family: string;
  variant: string;
  postscriptName: string | null;
}

/** Media refused the upload; `message` is for the user (spec 002's font message or a file rule). */
export class FontFileRefused extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export interface FontFileInputLike {
  key: string;
  file_name: string;
  file_size: number;
  file_mime?: string | null;
  source?: string | null;
}

const TIMEOUT_MS = 60_000;

/**
 * Files and their bytes belong to media (ARCHITECTURE §2): createFont asks media to register
 * the acting user's upload (the checks of createFile, by bytes) and to read the font's family
 * and variant, instead of reading storage itself.
 */
export class MediaFontFiles {
  constructor(private readonly options: { mediaUrl: string; internalSecret: string }) {}

  async register(user: UserContext, file: FontFileInputLike): Promise<RegisteredFontFile> {
    const res = await fetch(`${this.options.mediaUrl}/internal/fonts/register`, {
      method: 'POST',
      headers: { ...signUserContext(user, this.options.internalSecret), 'content-type': 'application/json' },
      body: JSON.stringify({ file }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 400 || res.status === 403) {
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      throw new FontFileRefused(body.error ?? 'The font could not be registered', res.status);
    }
    if (!res.ok) throw new Error(`media answered ${res.status} for a font registration`);
    return (await res.json()) as RegisteredFontFile;
  }
}

import type { UserContext } from '@pod/service-kit';
import { InternalRefusedError } from '@pod/service-kit/internal-client';
import { createMediaClient, type FontFileInput, type MediaClient, type RegisteredFontFile } from '@pod/media-client';

/** Media refused the upload; `message` is for the user (spec 002's font message or a file rule). */
export class FontFileRefused extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export type FontFileInputLike = FontFileInput;

/**
 * Files and their bytes belong to media (ARCHITECTURE §2): createFont asks media to register
 * the acting user's upload (the checks of createFile, by bytes) and to read the font's family
 * and variant, instead of reading storage itself.
 */
export class MediaFontFiles {
  private readonly media: MediaClient;

  constructor(options: { mediaUrl: string; internalSecret: string }) {
    this.media = createMediaClient({ baseUrl: options.mediaUrl, secret: options.internalSecret });
  }

  async register(user: UserContext, file: FontFileInputLike): Promise<RegisteredFontFile> {
    const registered = await this.media.registerFont(user, file).catch((error: unknown) => {
      // 400/403 carry the user's message (spec 002's font message or a file rule); other refusals are ours.
      if (error instanceof InternalRefusedError && (error.status === 400 || error.status === 403)) throw new FontFileRefused(error.message, error.status);
      throw error;
    });
    if (!registered) throw new Error('media does not answer font registrations');
    return registered;
  }
}

import { badInput, forbidden } from '@pod/service-kit';
import { createMediaClient, type MediaClient, type MediaFileRecord } from '@pod/media-client';

/** A registered upload as media's registry describes it (`@pod/media-client` declares it). */
export type RegisteredFile = MediaFileRecord;

export const IMAGE_KEY_MESSAGES = {
  notUploaded: 'The image was not uploaded; please upload it again',
  notYours: 'This file does not belong to you',
  notAnImage: 'You can only upload jpg, jpeg or png images',
} as const;

/** Spec 001 §9: product and product type images are jpg, jpeg or png. */
const IMAGE_MIMES = new Set(['image/jpeg', 'image/jpg', 'image/png']);

/**
 * Files belong to media (ARCHITECTURE §2, §7): the catalog keeps storage keys and asks media's
 * signed registry who uploaded them, instead of trusting whatever key a client sends.
 */
export class FileRegistry {
  private readonly media: MediaClient;

  constructor(options: { mediaUrl: string; internalSecret: string }) {
    this.media = createMediaClient({ baseUrl: options.mediaUrl, secret: options.internalSecret });
  }

  async byKeys(keys: string[]): Promise<Map<string, RegisteredFile>> {
    if (!keys.length) return new Map();
    const files = await this.media.filesByKeys(keys);
    return new Map(files.map((f) => [f.key, f]));
  }

  /**
   * Refuses image keys a save adds unless they are jpg/png files registered by one of `owners`.
   * Keys the record already had, or that the caller may reuse (`reusable`), are not asked about.
   */
  async checkImages(keys: readonly string[], rules: { owners: readonly string[]; reusable: Iterable<string>; field: string }): Promise<void> {
    const reusable = new Set(rules.reusable);
    const added = [...new Set(keys)].filter((k) => !reusable.has(k));
    const files = await this.byKeys(added);
    for (const key of added) {
      const file = files.get(key);
      if (!file) throw badInput(IMAGE_KEY_MESSAGES.notUploaded, rules.field);
      if (!rules.owners.includes(file.user_id)) throw forbidden(IMAGE_KEY_MESSAGES.notYours);
      if (!IMAGE_MIMES.has(file.file_mime.toLowerCase())) throw badInput(IMAGE_KEY_MESSAGES.notAnImage, rules.field);
    }
  }
}

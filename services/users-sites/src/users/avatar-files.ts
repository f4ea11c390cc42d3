import { badInput, forbidden, isUuid } from '@pod/service-kit';
import { createMediaClient, type MediaClient } from '@pod/media-client';
import type { UserAvatar } from './user.entity';

export const AVATAR_MESSAGES = {
  notUploaded: 'The image was not uploaded; please upload it again',
  notYours: 'This file does not belong to you',
  notAnImage: 'You can only upload jpg, jpeg or png images',
} as const;

const AVATAR_MIMES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']);

/**
 * Avatars are files media registered (ARCHITECTURE §7): the client names the file by id and
 * the key and address come from media's signed registry, never from the client.
 */
export class AvatarFiles {
  private readonly media: MediaClient;

  constructor(private readonly options: { mediaUrl: string; publicMediaUrl: string; internalSecret: string }) {
    this.media = createMediaClient({ baseUrl: options.mediaUrl, secret: options.internalSecret });
  }

  /** The avatar to store for `input`; the file must be an image uploaded by one of `owners`. */
  async resolve(input: { id?: string | null } | null | undefined, owners: readonly string[]): Promise<UserAvatar | null> {
    if (!input) return null;
    const file = input.id && isUuid(input.id) ? await this.media.file(input.id) : null;
    if (!file) throw badInput(AVATAR_MESSAGES.notUploaded, 'avatar');
    if (!owners.includes(file.user_id)) throw forbidden(AVATAR_MESSAGES.notYours);
    if (!AVATAR_MIMES.has(file.file_mime.toLowerCase())) throw badInput(AVATAR_MESSAGES.notAnImage, 'avatar');
    const path = file.key.split('/').map(encodeURIComponent).join('/');
    return { id: file.id, key: file.key, url: `${this.options.publicMediaUrl}/img/200/${path}` };
  }
}

import { badInput, forbidden, isUuid, signUserContext } from '@pod/service-kit';
import type { UserAvatar } from './user.entity';

export const AVATAR_MESSAGES = {
  notUploaded: 'The image was not uploaded; please upload it again',
  notYours: 'This file does not belong to you',
  notAnImage: 'You can only upload jpg, jpeg or png images',
} as const;

const AVATAR_MIMES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']);
const LOOKUP_TIMEOUT_MS = 10_000;

/** A registered upload as media's registry describes it (GET /internal/files/:id). */
interface RegisteredFile {
  id: string;
  key: string;
  file_mime: string;
  user_id: string;
}

/**
 * Avatars are files media registered (ARCHITECTURE §7): the client names the file by id and
 * the key and address come from media's signed registry, never from the client.
 */
export class AvatarFiles {
  constructor(private readonly options: { mediaUrl: string; publicMediaUrl: string; internalSecret: string }) {}

  /** The avatar to store for `input`; the file must be an image uploaded by one of `owners`. */
  async resolve(input: { id?: string | null } | null | undefined, owners: readonly string[]): Promise<UserAvatar | null> {
    if (!input) return null;
    const file = input.id && isUuid(input.id) ? await this.file(input.id) : null;
    if (!file) throw badInput(AVATAR_MESSAGES.notUploaded, 'avatar');
    if (!owners.includes(file.user_id)) throw forbidden(AVATAR_MESSAGES.notYours);
    if (!AVATAR_MIMES.has(file.file_mime.toLowerCase())) throw badInput(AVATAR_MESSAGES.notAnImage, 'avatar');
    const path = file.key.split('/').map(encodeURIComponent).join('/');
    return { id: file.id, key: file.key, url: `${this.options.publicMediaUrl}/img/200/${path}` };
  }

  private async file(id: string): Promise<RegisteredFile | null> {
    const res = await fetch(`${this.options.mediaUrl}/internal/files/${encodeURIComponent(id)}`, {
      headers: signUserContext(null, this.options.internalSecret),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`media file lookup answered ${res.status}`);
    return (await res.json()) as RegisteredFile;
  }
}

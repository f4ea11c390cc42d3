import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { checkUploadFileName } from '@pod/contracts';
import { badInput, conflict, forbidden, type UserContext } from '@pod/service-kit';
import type { CreateFileInput, MutationCreateSignedUrlArgs } from '../generated/resolvers-types';
import type { ObjectStorage, SignedUploadForm } from '../storage/object-storage';
import { FileEntity, type FileRow } from './file.entity';
import { canonicalMime, checkedByHead, contentMatches, DEFAULT_PIXEL_BOUND, ImageTooLargeError, isSafeKey, SNIFF_BYTES, UPLOAD_KEY_PREFIX, type PixelBound } from '@pod/render';
import { safeFileName, uploadLimit } from './file-types';

export const FILE_MESSAGES = {
  typeNotAllowed: 'This file type cannot be uploaded',
  notYours: 'This file does not belong to you',
  notUploaded: 'The file was not uploaded; please upload it again',
  sizeMismatch: 'The uploaded file size does not match',
  typeMismatch: 'The uploaded file type does not match',
  contentMismatch: 'The file content does not match its type',
  tooLarge: 'The file is too large',
  badSource: "File source must be 'aws'",
  badKey: 'Invalid file key',
  keyTaken: 'A file with this key already exists',
} as const;

/** Registered files of a user live under this prefix; only media writes there. */
export function userKeyPrefix(userId: string): string {
  return `u/${userId}/`;
}

/**
 * Browsers upload to a staging key (@pod/render's UPLOAD_KEY_PREFIX, which renders never read);
 * createFile checks the object and copies it to the final key (same path under `u/`), so nothing
 * a browser can still write is ever registered or served.
 */
export function uploadKeyFor(finalKey: string): string {
  return UPLOAD_KEY_PREFIX + finalKey;
}

function finalKeyOf(uploadKey: string): string {
  return uploadKey.startsWith(UPLOAD_KEY_PREFIX) ? uploadKey.slice(UPLOAD_KEY_PREFIX.length) : uploadKey;
}

/** A signed upload form and the staging key to register with createFile afterwards. */
export type KeyedUploadForm = { key: string } & SignedUploadForm;

/** Signed uploads and their registration (ARCHITECTURE §7): the browser uploads, media checks. */
export class FileService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: ObjectStorage,
    /** Uploaded images and PSDs must declare at most this (media's MAX_IMAGE_PIXELS). */
    readonly pixelBound: PixelBound = DEFAULT_PIXEL_BOUND,
  ) {}

  /**
   * A signed upload form for a new object under the caller's staging prefix, bound to the type
   * and its size limit. `fileKey` asks for an exact final key (re-uploading one of the caller's
   * own files); anything outside their prefix is refused.
   */
  async createSignedUrl(user: UserContext, input: MutationCreateSignedUrlArgs): Promise<KeyedUploadForm> {
    const limit = uploadLimit(input.fileMime);
    if (!limit) throw badInput(FILE_MESSAGES.typeNotAllowed, 'fileMime');
    const prefix = userKeyPrefix(user.id);
    let key: string;
    if (input.fileKey) {
      const asked = finalKeyOf(input.fileKey);
      if (!isSafeKey(input.fileKey)) throw badInput(FILE_MESSAGES.badKey, 'fileKey');
      if (!asked.startsWith(prefix)) throw forbidden(FILE_MESSAGES.notYours);
      // Registered files never change content: their resized copies are cached for good.
      if (await this.byKey(asked)) throw conflict(FILE_MESSAGES.keyTaken, 'fileKey');
      key = asked;
    } else {
      const month = new Date().toISOString().slice(0, 7);
      key = `${prefix}${month}/${randomUUID()}/${safeFileName(input.filename)}`;
    }
    const uploadKey = uploadKeyFor(key);
    return { key: uploadKey, ...(await this.storage.presignUpload(uploadKey, input.fileMime, limit)) };
  }

  /**
   * Registers an uploaded object after checking its owner, that it exists, its size, its type
   * (declared and by its bytes); then copies it to its final key, which nobody can write.
   * An object refused here is deleted. Registering the same upload twice returns the same File.
   */
  async createFile(user: UserContext, input: CreateFileInput): Promise<FileRow> {
    const source = input.source ?? 'aws';
    if (source !== 'aws') throw badInput(FILE_MESSAGES.badSource, 'source');
    if (!isSafeKey(input.key)) throw badInput(FILE_MESSAGES.badKey, 'key');
    const finalKey = finalKeyOf(input.key);
    if (!finalKey.startsWith(userKeyPrefix(user.id))) throw forbidden(FILE_MESSAGES.notYours);

    const repo = this.db.getRepository(FileEntity);
    const existing = await repo.findOne({ where: { key: finalKey } });
    if (existing) return existing;
    const uploadKey = uploadKeyFor(finalKey);

    // The head a sniffed type (PSD, font, CSV…) is checked by is read beside the stat: a refusal costs one round trip less.
    const [stored, head] = await Promise.all([
      this.storage.stat(uploadKey),
      checkedByHead(input.file_mime) ? this.storage.readHead(uploadKey, SNIFF_BYTES).catch(() => undefined) : undefined,
    ]);
    if (!stored) {
      // A concurrent createFile of the same upload may have just registered and moved it.
      const registered = await repo.findOne({ where: { key: finalKey } });
      if (registered) return registered;
      throw badInput(FILE_MESSAGES.notUploaded, 'key');
    }
    try {
      await this.checkUpload(uploadKey, stored, input, head);
    } catch (refusal) {
      await this.storage.remove(uploadKey);
      throw refusal;
    }
    await this.storage.copy(uploadKey, finalKey);
    await repo.createQueryBuilder().insert().values({
      key: finalKey,
      file_name: input.file_name.trim() || safeFileName(finalKey),
      file_mime: input.file_mime,
      file_size: stored.size,
      source,
      kind: input.kind ?? null,
      user_id: user.id,
    }).orIgnore().execute();
    await this.storage.remove(uploadKey);
    return repo.findOneOrFail({ where: { key: finalKey } });
  }

  private async checkUpload(uploadKey: string, stored: { size: number; contentType: string | null }, input: CreateFileInput, head?: Buffer): Promise<void> {
    const limit = uploadLimit(input.file_mime);
    if (!limit) throw badInput(FILE_MESSAGES.typeNotAllowed, 'file_mime');
    const badName = input.kind ? checkUploadFileName(input.file_name, input.kind) : null;
    if (badName) throw badInput(badName, 'file_name');
    if (stored.size !== input.file_size) throw badInput(FILE_MESSAGES.sizeMismatch, 'file_size');
    if (stored.size > limit) throw badInput(FILE_MESSAGES.tooLarge, 'file_size');
    if (!stored.contentType || canonicalMime(stored.contentType) !== canonicalMime(input.file_mime)) {
      throw badInput(FILE_MESSAGES.typeMismatch, 'file_mime');
    }
    let matches: boolean;
    try {
      matches = await contentMatches(this.storage, uploadKey, input.file_mime, this.pixelBound, head);
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw badInput(error.message, 'file_size');
      throw error;
    }
    if (!matches) throw badInput(FILE_MESSAGES.contentMismatch, 'file_mime');
  }

  /**
   * Registered files by id, whoever asks (a user through GraphQL, another service through the
   * internal routes), so no user is taken: files are not owner-scoped on read, their keys are
   * unguessable (ARCHITECTURE §7).
   */
  async byIds(ids: string[]): Promise<Map<string, FileRow>> {
    const wanted = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (!wanted.length) return new Map();
    const rows = await this.db.getRepository(FileEntity).find({ where: { id: In(wanted) } });
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Registered files among the keys (unknown keys are left out); whoever asks, as for byIds. */
  async byKeys(keys: string[]): Promise<FileRow[]> {
    const wanted = [...new Set(keys)].filter(isSafeKey);
    if (!wanted.length) return [];
    return this.db.getRepository(FileEntity).find({ where: { key: In(wanted) } });
  }

  async byKey(key: string): Promise<FileRow | null> {
    return this.db.getRepository(FileEntity).findOne({ where: { key } });
  }
}

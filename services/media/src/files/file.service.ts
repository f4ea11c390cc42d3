import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { checkUploadFileName, type UploadKind } from '@pod/contracts';
import { badInput, conflict, forbidden, type UserContext } from '@pod/service-kit';
import type { ObjectStorage } from '../storage/object-storage';
import { FileEntity, type FileRow } from './file.entity';
import { safeFileName, uploadLimit } from './file-types';

export const FILE_MESSAGES = {
  typeNotAllowed: 'This file type cannot be uploaded',
  notYours: 'This file does not belong to you',
  notUploaded: 'The file was not uploaded; please upload it again',
  sizeMismatch: 'The uploaded file size does not match',
  typeMismatch: 'The uploaded file type does not match',
  tooLarge: 'The file is too large',
  badSource: "File source must be 'aws'",
  badKey: 'Invalid file key',
  keyTaken: 'A file with this key already exists',
} as const;

/** Every upload of a user lives under this prefix; createFile only accepts keys inside it. */
export function userKeyPrefix(userId: string): string {
  return `u/${userId}/`;
}

export interface CreateFileInput {
  key: string;
  file_name: string;
  file_mime: string;
  file_size: number;
  source?: string | null;
  kind?: UploadKind | null;
}

/** Signed uploads and their registration (ARCHITECTURE §7): the browser uploads, media checks. */
export class FileService {
  constructor(
    private readonly db: DataSource,
    private readonly storage: ObjectStorage,
  ) {}

  /**
   * A presigned PUT for a new object under the caller's prefix. `fileKey` asks for an exact key
   * (re-uploading one of the caller's own files); anything outside their prefix is refused.
   */
  async createSignedUrl(viewer: UserContext, input: { filename: string; fileMime: string; fileKey?: string | null }): Promise<{ key: string; url: string }> {
    if (!uploadLimit(input.fileMime)) throw badInput(FILE_MESSAGES.typeNotAllowed, 'fileMime');
    const prefix = userKeyPrefix(viewer.id);
    let key: string;
    if (input.fileKey) {
      if (!isSafeKey(input.fileKey)) throw badInput(FILE_MESSAGES.badKey, 'fileKey');
      if (!input.fileKey.startsWith(prefix)) throw forbidden(FILE_MESSAGES.notYours);
      // Registered files never change content: their resized copies are cached for good.
      if (await this.byKey(input.fileKey)) throw conflict(FILE_MESSAGES.keyTaken, 'fileKey');
      key = input.fileKey;
    } else {
      const month = new Date().toISOString().slice(0, 7);
      key = `${prefix}${month}/${randomUUID()}/${safeFileName(input.filename)}`;
    }
    return { key, url: await this.storage.presignPut(key) };
  }

  /** Registers an uploaded object after checking it exists, its size and type, and its owner. */
  async createFile(viewer: UserContext, input: CreateFileInput): Promise<FileRow> {
    const source = input.source ?? 'aws';
    if (source !== 'aws') throw badInput(FILE_MESSAGES.badSource, 'source');
    if (!isSafeKey(input.key)) throw badInput(FILE_MESSAGES.badKey, 'key');
    if (!input.key.startsWith(userKeyPrefix(viewer.id))) throw forbidden(FILE_MESSAGES.notYours);
    const limit = uploadLimit(input.file_mime);
    if (!limit) throw badInput(FILE_MESSAGES.typeNotAllowed, 'file_mime');
    const badName = input.kind ? checkUploadFileName(input.file_name, input.kind) : null;
    if (badName) throw badInput(badName, 'file_name');

    const repo = this.db.getRepository(FileEntity);
    const existing = await repo.findOne({ where: { key: input.key } });
    if (existing) return existing;

    const stored = await this.storage.stat(input.key);
    if (!stored) throw badInput(FILE_MESSAGES.notUploaded, 'key');
    if (stored.size !== input.file_size) throw badInput(FILE_MESSAGES.sizeMismatch, 'file_size');
    if (stored.size > limit) throw badInput(FILE_MESSAGES.tooLarge, 'file_size');
    if (stored.contentType && normaliseMime(stored.contentType) !== normaliseMime(input.file_mime)) {
      throw badInput(FILE_MESSAGES.typeMismatch, 'file_mime');
    }
    await repo.createQueryBuilder().insert().values({
      key: input.key,
      file_name: input.file_name.trim() || safeFileName(input.key),
      file_mime: input.file_mime,
      file_size: stored.size,
      source,
      kind: input.kind ?? null,
      user_id: viewer.id,
    }).orIgnore().execute();
    return repo.findOneOrFail({ where: { key: input.key } });
  }

  async byIds(ids: string[]): Promise<Map<string, FileRow>> {
    const wanted = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (!wanted.length) return new Map();
    const rows = await this.db.getRepository(FileEntity).find({ where: { id: In(wanted) } });
    return new Map(rows.map((r) => [r.id, r]));
  }

  async byKey(key: string): Promise<FileRow | null> {
    return this.db.getRepository(FileEntity).findOne({ where: { key } });
  }
}

/** Keys are plain relative paths: no traversal, no leading slash, nothing in the cache area. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 512 && !key.startsWith('/') && !key.split('/').some((p) => p === '..' || p === '.' || p === '')
    && !key.startsWith('cache/');
}

function normaliseMime(mime: string): string {
  const m = mime.split(';')[0].trim().toLowerCase();
  return m === 'image/jpg' ? 'image/jpeg' : m;
}

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Express, type Request, type Response } from 'express';
import { verifyUserContext, type Logger } from '@pod/service-kit';
import type { DataSource } from 'typeorm';
import { canonicalMime, streamingTextCheck } from '@pod/render';
import { FileEntity, type FileRow } from '../files/file.entity';
import type { FileService } from '../files/file.service';
import { safeFileName } from '../files/file-types';
import { DOWNLOAD_URL_TTL_SECONDS, type ObjectStorage } from '../storage/object-storage';
import { MAX_LINK_TTL_SECONDS, signFileLink, verifyFileLink } from './file-links';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { MEDIA_ROUTES } from '@pod/media-client';

/**
 * Types another service may stream in (generated files, not user uploads). Only CSV today (order
 * exports); each type needs a byte check that works on a stream.
 */
const STREAMABLE: Record<string, { maxBytes: number; check: typeof streamingTextCheck }> = {
  // 200 MB: an export of 100,000 orders with print-file links is about 150 MB.
  'text/csv': { maxBytes: 200 * 1024 * 1024, check: streamingTextCheck },
};

/** Longest name a streamed file may carry. */
const MAX_FILE_NAME = 200;

/** At most this many links in one request (an export asks per batch of orders). */
export const MAX_LINKS_PER_REQUEST = 1000;

class StreamRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function fileRecord(file: FileRow) {
  return { id: file.id, key: file.key, file_name: file.file_name, file_mime: file.file_mime, file_size: file.file_size, user_id: file.user_id };
}

/**
 * POST /internal/files/stream — another service (orders' export job) streams a file it
 * generates; media checks every byte as it passes (UTF-8 text, no NUL, bounded size), spools it
 * to a temp file, uploads it in bounded parts and registers it as a File owned by the signed user,
 * like every other file. Body: the raw bytes; `Content-Type` the type; `?file_name=` the name.
 *
 * POST /internal/files/links — signed, expiring public links (`/media/links/:id`) for registered
 * files, for a service that has decided who may have them (orders' CSV print-file URLs).
 * GET /media/links/:id?exp=&sig= — checks the signature and expiry, then redirects to a presigned
 * URL of DOWNLOAD_URL_TTL_SECONDS; anonymous (suppliers' tools carry no token).
 */
export function mountFileStreamRoutes(app: Express, deps: { db: DataSource; files: FileService; storage: ObjectStorage; internalSecret: string; publicMediaUrl: string; logger: Logger }): void {
  app.post(MEDIA_ROUTES.fileStream.path, async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    // A generated file belongs to the person it was made for, so a user must be named.
    if (!verified.user) {
      res.status(403).json({ error: 'A streamed file must belong to a user' });
      return;
    }
    const fileName = typeof req.query.file_name === 'string' ? req.query.file_name.trim() : '';
    if (!fileName || fileName.length > MAX_FILE_NAME) {
      res.status(400).json({ error: `file_name must be 1 to ${MAX_FILE_NAME} characters` });
      return;
    }
    const mime = canonicalMime(req.headers['content-type'] ?? '');
    const kind = STREAMABLE[mime];
    if (!kind) {
      res.status(415).json({ error: 'This file type cannot be streamed' });
      return;
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'media-stream-'));
    const spool = path.join(dir, 'body');
    try {
      const check = kind.check();
      let size = 0;
      const gate = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > kind.maxBytes) return done(new StreamRefused(413, 'The file is too large'));
          if (!check.push(chunk)) return done(new StreamRefused(422, 'The file content does not match its type'));
          done(null, chunk);
        },
      });
      await pipeline(req, gate, createWriteStream(spool));
      if (!check.end()) throw new StreamRefused(422, 'The file content does not match its type');
      if (size === 0) throw new StreamRefused(400, 'The file is empty');
      const key = `exports/${new Date().toISOString().slice(0, 7)}/${randomUUID()}/${safeFileName(fileName)}`;
      await deps.storage.writeFile(key, spool, size, mime);
      const repo = deps.db.getRepository(FileEntity);
      const row = await repo.save(repo.create({ key, file_name: fileName, file_mime: mime, file_size: size, source: 'aws', kind: null, user_id: verified.user.id }));
      res.status(201).json(routeAnswer(MEDIA_ROUTES.fileStream, fileRecord(row)));
    } catch (error) {
      if (error instanceof StreamRefused) {
        // The sender may still be writing; answer and drop the rest.
        res.status(error.status).json({ error: error.message });
        req.resume();
        return;
      }
      deps.logger.error({ err: error }, 'streamed file failed');
      if (!res.headersSent) res.status(500).json({ error: 'The file could not be stored' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  app.post(MEDIA_ROUTES.fileLinks.path, express.json({ limit: '128kb' }), async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const ids: unknown = req.body?.ids;
    const ttl: unknown = req.body?.ttl_seconds;
    if (!Array.isArray(ids) || ids.length > MAX_LINKS_PER_REQUEST || !ids.every((id) => typeof id === 'string')) {
      res.status(400).json({ error: `ids must be a list of at most ${MAX_LINKS_PER_REQUEST} ids` });
      return;
    }
    if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 60 || ttl > MAX_LINK_TTL_SECONDS) {
      res.status(400).json({ error: `ttl_seconds must be a whole number from 60 to ${MAX_LINK_TTL_SECONDS}` });
      return;
    }
    const files = await deps.files.byIds(ids as string[]);
    const exp = Math.floor(Date.now() / 1000) + ttl;
    const links = [...files.values()].map((file) => ({
      id: file.id,
      url: `${deps.publicMediaUrl}/links/${file.id}?exp=${exp}&sig=${signFileLink(deps.internalSecret, file.id, exp)}`,
      expires_at: new Date(exp * 1000).toISOString(),
    }));
    res.json(routeAnswer(MEDIA_ROUTES.fileLinks, { links }));
  });

  app.get('/media/links/:id', async (req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store');
    const id = String(req.params.id);
    const exp = Number(req.query.exp);
    const sig = typeof req.query.sig === 'string' ? req.query.sig : '';
    const verdict = verifyFileLink(deps.internalSecret, id, exp, sig);
    if (verdict !== 'ok') {
      res.status(verdict === 'expired' ? 410 : 403).json({ error: verdict === 'expired' ? 'This link has expired' : 'This link is not valid' });
      return;
    }
    const file = (await deps.files.byIds([id])).get(id);
    if (!file) {
      res.status(404).json({ error: 'File not found' });
      return;
    }
    res.redirect(302, await deps.storage.presignDownload(file.key, file.file_name, DOWNLOAD_URL_TTL_SECONDS));
  });
}

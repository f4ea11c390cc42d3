import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from 'busboy';
import { postPresignSignatureV4, presignSignatureV4, signV4 } from 'minio/dist/esm/signing.mjs';
import { sameSecret } from './same-secret';

/**
 * A signature-checking front for an S3 server that checks none (s3rver accepts unsigned and
 * wrongly signed requests, and ignores POST policies). Requests signed the way the minio client
 * signs them (Authorization header or presigned query, SigV4) pass through; browser POST
 * uploads are checked against their signed policy (key, bucket, Content-Type, length range)
 * and stored with a PUT; CORS preflights pass; everything else gets 403.
 * Payload hashes of header-signed requests are not re-checked (only key holders send those).
 */
export interface SignedS3ProxyOptions {
  /** The S3 server behind the proxy (reachable on loopback only). */
  backend: string;
  accessKey: string;
  secretKey: string;
  port?: number;
  host?: string;
}

export interface SignedS3Proxy {
  url: string;
  close(): Promise<void>;
}

const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
/** Form fields a POST policy need not mention (AWS rules). */
const UNCONDITIONED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);

class Refused extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

export async function startSignedS3Proxy(options: SignedS3ProxyOptions): Promise<SignedS3Proxy> {
  const backend = new URL(options.backend);
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const refused = error instanceof Refused ? error : new Refused(500, 'InternalError', 'The request could not be handled');
      if (res.headersSent) return void res.destroy();
      res.writeHead(refused.status, { 'Content-Type': 'application/xml', ...corsOf(req) });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refused.code}</Code><Message>${refused.message}</Message></Error>`);
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (req.method === 'OPTIONS') return forward(req, res);
    if (req.headers.authorization) {
      verifyHeaderSignature(req, options);
      return forward(req, res);
    }
    if (url.searchParams.has('X-Amz-Signature')) {
      verifyPresignedUrl(req, url, options);
      return forward(req, res);
    }
    const bucket = url.pathname.split('/').filter(Boolean);
    if (req.method === 'POST' && bucket.length === 1 && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
      return postUpload(req, res, decodeURIComponent(bucket[0]));
    }
    throw new Refused(403, 'AccessDenied', 'Anonymous requests are not allowed');
  }

  function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    return new Promise((resolve, reject) => {
      const upstream = httpRequest({ host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res).on('finish', resolve).on('error', reject);
      });
      upstream.on('error', reject);
      req.pipe(upstream);
    });
  }

  /** A browser upload: check the signed policy, keep the file within its length range, then store it. */
  async function postUpload(req: IncomingMessage, res: ServerResponse, bucket: string): Promise<void> {
    const dir = await mkdtemp(path.join(tmpdir(), 's3-post-'));
    try {
      const upload = await receiveForm(req, bucket, path.join(dir, 'file'), options);
      const stored = await putToBackend(backend, bucket, upload, req.headers.origin);
      res.writeHead(upload.successStatus, { ETag: stored.etag ?? '', ...stored.cors });
      res.end();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface ReceivedUpload {
  key: string;
  contentType: string;
  file: string;
  size: number;
  successStatus: number;
}

/** Parses the form: every field before the file, the policy checked before a byte of the file is kept. */
function receiveForm(req: IncomingMessage, bucket: string, file: string, keys: { accessKey: string; secretKey: string }): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let sawFile = false;
    const form = Busboy({ headers: req.headers, limits: { fields: 30, fieldSize: 16 * 1024, files: 1 } });
    form.on('field', (name, value) => fields.set(name.toLowerCase(), value));
    form.on('file', (name, stream) => {
      if (name !== 'file' || sawFile) return void stream.resume();
      sawFile = true;
      let policy: CheckedPolicy;
      try {
        policy = checkPolicy(fields, bucket, keys);
      } catch (error) {
        stream.resume();
        return reject(error);
      }
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > policy.maxLength) return done(new Refused(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'));
          done(null, chunk);
        },
      });
      pipeline(stream, counter, createWriteStream(file)).then(async () => {
        const written = (await stat(file)).size;
        if (written < policy.minLength) throw new Refused(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
        const status = Number(fields.get('success_action_status'));
        resolve({ key: fields.get('key')!, contentType: fields.get('content-type') ?? 'application/octet-stream', file, size: written, successStatus: status === 200 || status === 201 ? status : 204 });
      }).catch((error: unknown) => {
        req.unpipe(form);
        req.resume();
        reject(error);
      });
    });
    form.on('close', () => {
      if (!sawFile) reject(new Refused(400, 'InvalidArgument', 'POST requires exactly one file upload per request.'));
    });
    form.on('error', (error) => reject(new Refused(400, 'MalformedPOSTRequest', String((error as Error).message ?? error))));
    req.pipe(form);
  });
}

interface CheckedPolicy {
  minLength: number;
  maxLength: number;
}

/** AWS POST policy rules: a valid signature, not expired, and every condition met by the form. */
function checkPolicy(fields: Map<string, string>, bucket: string, keys: { accessKey: string; secretKey: string }): CheckedPolicy {
  const policyBase64 = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  const date = parseAmzDate(fields.get('x-amz-date'));
  if (!policyBase64 || !signature || !credential || !date || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' || !fields.get('key')) {
    throw new Refused(403, 'AccessDenied', 'The upload form is not signed');
  }
  const [accessKey, , region] = credential.split('/');
  if (accessKey !== keys.accessKey || !sameSecret(postPresignSignatureV4(region, date, keys.secretKey, policyBase64), signature)) {
    throw new Refused(403, 'SignatureDoesNotMatch', 'The upload form signature does not match');
  }
  let policy: { expiration?: string; conditions?: unknown[] };
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch {
    throw new Refused(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  if (!policy.expiration || !(Date.parse(policy.expiration) > Date.now())) throw new Refused(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  const values = new Map(fields);
  values.set('bucket', bucket);
  const covered = new Set<string>();
  let range: CheckedPolicy = { minLength: 0, maxLength: Number.POSITIVE_INFINITY };
  for (const condition of policy.conditions ?? []) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      range = { minLength: Number(condition[1]), maxLength: Number(condition[2]) };
      continue;
    }
    const [op, field, expected] = Array.isArray(condition)
      ? [String(condition[0]).toLowerCase(), String(condition[1]).replace(/^\$/, '').toLowerCase(), String(condition[2])]
      : (() => {
          const [name, value] = Object.entries(condition as Record<string, string>)[0] ?? [];
          return ['eq', String(name).toLowerCase(), String(value)];
        })();
    const actual = values.get(field) ?? '';
    const met = op === 'eq' ? actual === expected : op === 'starts-with' ? actual.startsWith(expected) : false;
    if (!met) throw new Refused(403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${field}`);
    covered.add(field);
  }
  for (const name of fields.keys()) {
    if (!covered.has(name) && !UNCONDITIONED_FIELDS.has(name) && !name.startsWith('x-ignore-')) {
      throw new Refused(403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${name}`);
    }
  }
  return range;
}

async function putToBackend(backend: URL, bucket: string, upload: ReceivedUpload, origin: string | undefined): Promise<{ etag?: string; cors: Record<string, string> }> {
  const objectPath = `/${encodeURIComponent(bucket)}/${upload.key.split('/').map(encodeURIComponent).join('/')}`;
  return new Promise((resolve, reject) => {
    const put = httpRequest(
      {
        host: backend.hostname,
        port: backend.port,
        method: 'PUT',
        path: objectPath,
        headers: { 'Content-Type': upload.contentType, 'Content-Length': upload.size, ...(origin ? { Origin: origin } : {}) },
      },
      (answer) => {
        answer.resume();
        if ((answer.statusCode ?? 500) >= 300) return reject(new Refused(502, 'InternalError', 'The object could not be stored'));
        const cors = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name.startsWith('access-control-')).map(([name, value]) => [name, String(value)]));
        resolve({ etag: answer.headers.etag, cors });
      },
    );
    put.on('error', reject);
    createReadStream(upload.file).pipe(put);
  });
}

/** minio's header signature (SigV4), recomputed over the headers the request says it signed. */
function verifyHeaderSignature(req: IncomingMessage, keys: { accessKey: string; secretKey: string }): void {
  const authorization = String(req.headers.authorization);
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(authorization);
  const date = parseAmzDate(header(req, 'x-amz-date'));
  if (!match || !date || match[1] !== keys.accessKey) throw new Refused(403, 'AccessDenied', 'The request is not signed');
  if (Math.abs(Date.now() - date.getTime()) > MAX_CLOCK_SKEW_MS) throw new Refused(403, 'RequestTimeTooSkewed', 'The request time is too far from the server time');
  const headers = Object.fromEntries(match[3].split(';').map((name) => [name, header(req, name)]));
  const expected = signV4({ protocol: 'http:', method: req.method ?? 'GET', path: req.url ?? '/', headers }, keys.accessKey, keys.secretKey, match[2], date, header(req, 'x-amz-content-sha256'));
  if (!sameSecret(expected, authorization.replace(/, ?/g, ', '))) throw new Refused(403, 'SignatureDoesNotMatch', 'The request signature does not match');
}

/** minio's presigned URL (SigV4 query), recomputed for the same date, expiry and host. */
function verifyPresignedUrl(req: IncomingMessage, url: URL, keys: { accessKey: string; secretKey: string }): void {
  const q = url.searchParams;
  const date = parseAmzDate(q.get('X-Amz-Date') ?? undefined);
  const expires = Number(q.get('X-Amz-Expires'));
  const [accessKey, , region] = (q.get('X-Amz-Credential') ?? '').split('/');
  if (!date || !Number.isInteger(expires) || accessKey !== keys.accessKey || q.get('X-Amz-SignedHeaders') !== 'host') {
    throw new Refused(403, 'AccessDenied', 'The request is not signed');
  }
  if (Date.now() > date.getTime() + expires * 1000) throw new Refused(403, 'AccessDenied', 'Request has expired');
  // The URL as minio built it before appending its own X-Amz-* parameters.
  const [resource, rawQuery = ''] = (req.url ?? '/').split('?');
  const own = rawQuery.split('&').filter((part) => part && !part.startsWith('X-Amz-'));
  const unsignedPath = own.length ? `${resource}?${own.join('&')}` : resource;
  const host = header(req, 'host');
  const presigned = presignSignatureV4({ method: req.method ?? 'GET', path: unsignedPath, headers: { host }, protocol: 'http:' }, keys.accessKey, keys.secretKey, undefined, region, date, expires);
  const expected = new URL(presigned).searchParams.get('X-Amz-Signature') ?? '';
  if (!sameSecret(expected, q.get('X-Amz-Signature') ?? '')) throw new Refused(403, 'SignatureDoesNotMatch', 'The request signature does not match');
}

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** `20250101T120000Z` → Date. */
function parseAmzDate(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

/** Lets a browser read a refusal (and the POST answer) cross-origin. */
function corsOf(req: IncomingMessage): Record<string, string> {
  return req.headers.origin ? { 'Access-Control-Allow-Origin': String(req.headers.origin), Vary: 'Origin' } : {};
}

/**
 * Media's internal API (`@pod/media-client`): the signed `/internal/*` routes other services
 * call, with the schemas both ends check, and the typed client they call them through. Files
 * and their bytes are media's (ARCHITECTURE §2): other services keep ids and keys and ask here.
 */
import { createInternalClient, internalRoute, type InternalClientOptions, type RouteResponse } from '@pod/service-kit/internal-client';
import { z } from 'zod';
import type { UserContext } from '@pod/service-kit';

/** Most storage keys one by-keys lookup takes. */
export const MAX_KEYS_PER_LOOKUP = 200;
/** Most links one request signs. */
export const MAX_LINKS_PER_REQUEST = 1000;

/** A registered upload as media's registry describes it (no bytes read): the one declaration of it. */
export const mediaFileRecord = z.object({
  id: z.string(),
  key: z.string(),
  file_name: z.string(),
  file_mime: z.string(),
  user_id: z.string(),
  file_size: z.number().nullish(),
});
export type MediaFileRecord = z.infer<typeof mediaFileRecord>;

/** The record with its pixel size (media reads the file; a PSD gets a PNG preview on first call). */
export const mediaImageInfo = mediaFileRecord.extend({ width: z.number(), height: z.number(), preview_key: z.string() });
export type MediaImageInfo = z.infer<typeof mediaImageInfo>;

/** An uploaded .ttf as the acting user's createFont names it. */
const fontFileInput = z.object({ key: z.string(), file_name: z.string(), file_size: z.number(), file_mime: z.string().nullish(), source: z.string().nullish() });
export type FontFileInput = z.input<typeof fontFileInput>;

export const MEDIA_ROUTES = {
  /** The record alone (cheap): callers check type and owner before asking for pixels. */
  file: internalRoute({ method: 'GET', path: '/internal/files/:id', response: mediaFileRecord, idempotent: true }),
  /** 422 (refused, media's reason for the uploader): not an image media can read, or beyond its pixel bound. */
  imageInfo: internalRoute({ method: 'GET', path: '/internal/files/:id/image-info', response: mediaImageInfo, idempotent: true, timeoutMs: 60_000 }),
  /** Registered files among storage keys (unknown keys are left out). */
  filesByKeys: internalRoute({
    method: 'POST',
    path: '/internal/files/by-keys',
    request: z.object({ keys: z.array(z.string()).max(MAX_KEYS_PER_LOOKUP) }),
    response: z.object({ files: z.array(mediaFileRecord) }),
    idempotent: true,
  }),
  /** A short-lived presigned download named `file_name`, for a caller that decided who may have it. */
  downloadUrl: internalRoute({
    method: 'POST',
    path: '/internal/files/:id/download-url',
    request: z.object({ file_name: z.string() }),
    response: z.object({ url: z.string(), expires_at: z.string() }),
    idempotent: true,
    timeoutMs: 30_000,
  }),
  /** The File browsers can show for an upload: itself for jpeg/png, a PNG copy for a TIFF (made once). */
  webImage: internalRoute({ method: 'POST', path: '/internal/files/:id/web-image', response: mediaFileRecord, idempotent: false, timeoutMs: 60_000 }),
  /** A generated file streamed in (raw body, `?file_name=`), registered as owned by the signed user. */
  fileStream: internalRoute({ method: 'POST', path: '/internal/files/stream', response: mediaFileRecord, idempotent: false, timeoutMs: 15 * 60_000 }),
  /** Signed, expiring public links of registered files (unknown ids are left out). */
  fileLinks: internalRoute({
    method: 'POST',
    path: '/internal/files/links',
    request: z.object({ ids: z.array(z.string()).max(MAX_LINKS_PER_REQUEST), ttl_seconds: z.number().int() }),
    response: z.object({ links: z.array(z.object({ id: z.string(), url: z.string(), expires_at: z.string() })) }),
    idempotent: true,
    timeoutMs: 30_000,
  }),
  /** Registers the signed user's .ttf upload and reads its family and variant (400/403: the user's message). */
  fontRegister: internalRoute({
    method: 'POST',
    path: '/internal/fonts/register',
    request: z.object({ file: fontFileInput }),
    response: z.object({
      file: z.object({ id: z.string(), key: z.string(), file_name: z.string() }),
      family: z.string(),
      variant: z.string(),
      postscriptName: z.string().nullable(),
    }),
    idempotent: false,
    timeoutMs: 60_000,
  }),
} as const;

export type RegisteredFontFile = RouteResponse<typeof MEDIA_ROUTES.fontRegister>;
export type MediaClientOptions = Omit<InternalClientOptions, 'service'>;

/** The calls other services make to media; each answers null where media does not know the id. */
export function createMediaClient(options: MediaClientOptions) {
  const client = createInternalClient({ service: 'media', ...options });
  const byId = (id: string) => ({ params: { id } });
  return {
    file: (id: string) => client.call(MEDIA_ROUTES.file, byId(id)),
    imageInfo: (id: string) => client.call(MEDIA_ROUTES.imageInfo, byId(id)),
    filesByKeys: async (keys: string[]) => (await client.call(MEDIA_ROUTES.filesByKeys, { input: { keys } }))?.files ?? [],
    downloadUrl: (id: string, fileName: string) => client.call(MEDIA_ROUTES.downloadUrl, { params: { id }, input: { file_name: fileName } }),
    webImage: (id: string) => client.call(MEDIA_ROUTES.webImage, byId(id)),
    /** Streams `body` in as a File owned by `user`. */
    uploadStream: (user: UserContext, fileName: string, body: ReadableStream, contentType: string) =>
      client.call(MEDIA_ROUTES.fileStream, { user, stream: { body, contentType, query: { file_name: fileName } } }),
    links: async (ids: string[], ttlSeconds: number) => (await client.call(MEDIA_ROUTES.fileLinks, { input: { ids, ttl_seconds: ttlSeconds } }))?.links ?? [],
    registerFont: (user: UserContext, file: FontFileInput) => client.call(MEDIA_ROUTES.fontRegister, { user, input: { file } }),
  };
}
export type MediaClient = ReturnType<typeof createMediaClient>;

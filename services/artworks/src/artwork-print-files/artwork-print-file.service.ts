import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { TOPICS, type ArtworkPrintFileRequestedEvent } from '@pod/contracts';
import { badInput, type UserContext } from '@pod/service-kit';
import { enqueueEvent } from '@pod/service-kit/events';
import type { ArtworkService } from '../artworks/artwork.service';

/** DPI written into the editor's print file: the artwork's size is its print size in pixels. */
export const ARTWORK_PRINT_DPI = 300;

/** Bounds of the shopper values one request carries (the preview form's fields; the spec is silent). */
export const PRINT_FILE_LIMITS = { entries: 500, keyLength: 200, textLength: 10_000 } as const;

export const PRINT_FILE_MESSAGES = {
  template: 'Template not found',
  personalization: 'Personalization must map layer ids to values',
  tooMany: `Personalization has more than ${PRINT_FILE_LIMITS.entries} values`,
  value: (key: string) => `The value for layer "${key.slice(0, 60)}" is not a text, a number, a file or a clipart`,
} as const;

/**
 * Asks media for the print file of an artwork as the editor previews it (issue 23): the latest
 * saved version (never unsaved changes: the editor saves first), the chosen template and the
 * shopper's values, at the artwork's size. The request goes through artworks' outbox to media's
 * render worker — the pipeline orders' print files take — and the answer goes straight to the
 * requester's live `artworkPrintFile(token)`. Whoever may read the artwork may ask (a Seller only
 * for their own: another's reads as not found).
 */
export class ArtworkPrintFileService {
  constructor(
    private readonly db: DataSource,
    private readonly options: { schema: string; artworks: ArtworkService; committed(): void },
  ) {}

  async request(user: UserContext, args: { artworkID: string; template?: number | null; personalization?: unknown }): Promise<string> {
    const artwork = await this.options.artworks.get(user, args.artworkID);
    const template = args.template ?? null;
    if (template !== null && (template < -1 || template >= artwork.templates.length)) throw badInput(PRINT_FILE_MESSAGES.template, 'template');
    const personalization = checkPersonalization(args.personalization);
    const token = randomUUID();
    const data: ArtworkPrintFileRequestedEvent = {
      token,
      userId: user.id,
      artworkId: artwork.id,
      version: artwork.current_version,
      template,
      personalization,
      output: { width: artwork.width, height: artwork.height, dpi: ARTWORK_PRINT_DPI },
    };
    await this.db.transaction((m) => enqueueEvent(m, this.options.schema, TOPICS.artworkPrintFileRequested, { type: TOPICS.artworkPrintFileRequested, key: token, data }));
    this.options.committed();
    return token;
  }
}

/**
 * The shopper values as the renderer takes them (layer id → text, number, boolean, null,
 * `{ file: { key | id | url } }` or `{ clipartId }`), bounded; anything else is refused before
 * a render is queued. Whether a value fits its layer (required, numeric, options) is the
 * renderer's rule and comes back as the print file's message.
 */
export function checkPersonalization(input: unknown): Record<string, unknown> {
  if (input === null || input === undefined) return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw badInput(PRINT_FILE_MESSAGES.personalization, 'personalization');
  const entries = Object.entries(input as Record<string, unknown>);
  if (entries.length > PRINT_FILE_LIMITS.entries) throw badInput(PRINT_FILE_MESSAGES.tooMany, 'personalization');
  const text = (v: unknown) => typeof v === 'string' && v.length <= PRINT_FILE_LIMITS.textLength;
  const scalar = (v: unknown) => v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || text(v);
  const fileRef = (v: unknown) =>
    !!v && typeof v === 'object' && !Array.isArray(v) && Object.entries(v).every(([k, x]) => ['id', 'key', 'url', 'file_name'].includes(k) && (text(x) || (k === 'id' && typeof x === 'number')));
  for (const [key, value] of entries) {
    if (!key || key.length > PRINT_FILE_LIMITS.keyLength) throw badInput(PRINT_FILE_MESSAGES.personalization, 'personalization');
    const ok =
      scalar(value) ||
      (!!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 &&
        (('file' in value && fileRef(value.file)) || ('clipartId' in value && scalar(value.clipartId) && value.clipartId !== null)));
    if (!ok) throw badInput(PRINT_FILE_MESSAGES.value(key), 'personalization');
  }
  return Object.fromEntries(entries);
}

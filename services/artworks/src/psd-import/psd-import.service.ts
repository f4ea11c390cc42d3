import type { DataSource, EntityManager } from 'typeorm';
import { In, IsNull } from 'typeorm';
import { GraphQLError } from 'graphql';
import { TOPICS, type PsdImportFinishedEvent, type PsdImportParsedEvent, type PsdImportRequestedEvent } from '@pod/contracts';
import { badInput, isUuid, notFound, type UserContext } from '@pod/service-kit';
import { enqueueEvent } from '@pod/service-kit/events';
import { ArtworkCategoryEntity } from '../artwork-categories/artwork-category.entity';
import { ARTWORK_MESSAGES } from '../artworks/artwork-messages';
import type { ArtworkService } from '../artworks/artwork.service';
import type { MediaFiles } from '../mockups/media-files';
import type { MutationImportArtworkFromPsdArgs } from '../generated/resolvers-types';
import { PsdImportEntity, type PsdImportRow } from './psd-import.entity';

/** Spec 002 §5 (the first two) and ours for what the spec leaves open. */
export const PSD_IMPORT_MESSAGES = {
  categoriesRequired: 'Please input your Categories!',
  fileRequired: 'Please input your file PSD!',
  fileNotFound: 'The uploaded PSD was not found; please upload it again',
  notPsd: 'The file is not a PSD (Photoshop document)',
  notFound: 'Import not found',
} as const;

/** Media stores PSDs under one MIME type (file-types.ts maps the browsers' other spellings to it). */
const PSD_MIME = 'image/vnd.adobe.photoshop';

/** The title an import gets when none is given: the file's name without its extension. */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.psd$/i, '').trim().slice(0, 255) || 'PSD import';
}

/**
 * Import From PSD (spec 002 §2.5, §4, §7) on the artworks side: checks the request as Add New
 * would (the caller's own categories, their own uploaded PSD), records it and asks media to parse
 * the file (`artworks.psd-import.requested`, one transaction with the row); media's answer
 * becomes the artwork through ArtworkService.create (validated document, first version) and
 * `artworks.psd-import.finished` for the importer's live `artworkImportPSD(token)`.
 */
export class PsdImportService {
  constructor(
    private readonly db: DataSource,
    private readonly options: { schema: string; artworks: ArtworkService; media: MediaFiles; committed(): void },
  ) {}

  async request(user: UserContext, args: MutationImportArtworkFromPsdArgs): Promise<string> {
    const categoryIds = [...new Set(args.categoryIDs)];
    if (!categoryIds.length) throw badInput(PSD_IMPORT_MESSAGES.categoriesRequired, 'categoryIDs');
    if (!args.fileID || !isUuid(args.fileID)) throw badInput(PSD_IMPORT_MESSAGES.fileRequired, 'fileID');
    if (!categoryIds.every(isUuid)) throw badInput(ARTWORK_MESSAGES.categoryNotFound, 'categoryIDs');
    // Categories come from the importer's own tree, as for Add New (ArtworkService.create).
    const found = await this.db.getRepository(ArtworkCategoryEntity).count({ where: { id: In(categoryIds), deleted_at: IsNull(), user_id: user.id } });
    if (found !== categoryIds.length) throw badInput(ARTWORK_MESSAGES.categoryNotFound, 'categoryIDs');
    const file = await this.options.media.file(args.fileID);
    if (!file || file.user_id !== user.id) throw badInput(PSD_IMPORT_MESSAGES.fileNotFound, 'fileID');
    if (file.file_mime.toLowerCase() !== PSD_MIME) throw badInput(PSD_IMPORT_MESSAGES.notPsd, 'fileID');
    const title = args.title?.trim() || titleFromFileName(file.file_name);

    const token = await this.db.transaction(async (m) => {
      const row = await m.getRepository(PsdImportEntity).save({
        user_id: user.id,
        user_roles: user.roles,
        file_id: file.id,
        title,
        category_ids: categoryIds,
      });
      await enqueueEvent<PsdImportRequestedEvent>(m, this.options.schema, TOPICS.psdImportRequested, {
        type: TOPICS.psdImportRequested,
        key: row.token,
        data: { token: row.token, userId: user.id, fileId: file.id },
      });
      return row.token;
    });
    this.options.committed();
    return token;
  }

  /** One of the caller's imports (a page that missed the live event reads it here). */
  async get(user: UserContext, token: string): Promise<PsdImportRow> {
    const row = isUuid(token) ? await this.db.getRepository(PsdImportEntity).findOne({ where: { token, user_id: user.id } }) : null;
    if (!row) throw notFound(PSD_IMPORT_MESSAGES.notFound);
    return row;
  }

  /**
   * media's answer, inside the consumer's transaction: the artwork is created as the importer
   * (same checks as Add New; a category deleted meanwhile or a refused document fails the import
   * with that message) and the outcome is recorded and announced. Answers for an import that is
   * no longer importing are ignored (a redelivered event).
   */
  async onParsed(m: EntityManager, event: PsdImportParsedEvent): Promise<void> {
    const repo = m.getRepository(PsdImportEntity);
    const row = isUuid(event.token)
      ? await repo.createQueryBuilder('i').setLock('pessimistic_write').where('i.token = :token', { token: event.token }).getOne()
      : null;
    if (!row || row.status !== 'importing') return;
    let outcome: { artworkId: string; error: null } | { artworkId: null; error: string };
    if (!event.ok) {
      outcome = { artworkId: null, error: event.error };
    } else {
      const importer: UserContext = { id: row.user_id, email: '', roles: row.user_roles, isSuperAdmin: false, siteId: null };
      try {
        const artwork = await this.options.artworks.create(
          importer,
          { title: row.title, categoryIds: row.category_ids, width: event.document.width, height: event.document.height },
          { document: { templates: event.document.templates, sharedLayers: event.document.sharedLayers }, manager: m },
        );
        outcome = { artworkId: artwork.id, error: null };
      } catch (error) {
        // Refusals come from create's checks, which run before it writes anything.
        if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT') throw error;
        outcome = { artworkId: null, error: error.message };
      }
    }
    const unmatchedFonts = event.ok ? event.unmatchedFonts : [];
    await repo.update(
      { token: row.token },
      { status: outcome.artworkId ? 'done' : 'failed', artwork_id: outcome.artworkId, error: outcome.error, unmatched_fonts: unmatchedFonts, finished_at: new Date() },
    );
    await enqueueEvent<PsdImportFinishedEvent>(m, this.options.schema, TOPICS.psdImportFinished, {
      type: TOPICS.psdImportFinished,
      key: row.token,
      data: { token: row.token, userId: row.user_id, artworkId: outcome.artworkId, error: outcome.error, unmatchedFonts },
    });
  }
}

import type { DataSource, EntityManager, Repository } from 'typeorm';
import { In, IsNull, type FindOptionsSelect } from 'typeorm';
import { newArtworkTemplates } from '@pod/artwork-scene';
import { badInput, containsPattern, isUuid, notFound, ownerScope, pageArgs, type UserContext } from '@pod/service-kit';
import { ArtworkCategoryEntity } from '../artwork-categories/artwork-category.entity';
import type { CreateArtworkInput, QueryArtworksArgs, UpdateArtworkInput } from '../generated/resolvers-types';
import { ArtworkCategoryLinkEntity, ArtworkEntity, type ArtworkRow } from './artwork.entity';
import { assertValidDocument } from './artwork-document';
import { ARTWORK_MESSAGES, ARTWORK_PAGES, ARTWORK_SORT_COLUMNS, ARTWORK_VERSION_PAGES } from './artwork-messages';
import { listArtworkVersions, parseArtworkVersionId, recordArtworkVersion, versionDocument, type ArtworkVersionRow } from './artwork-versions';
import type { StrongConfirm } from '../shared/strong-confirm';

/** Update fields that change what prints; saving any of them records a version. */
const DOCUMENT_FIELDS = ['templates', 'sharedLayers', 'width', 'height', 'templateDisplayMode', 'templateDisplayLabel'] as const;

/** Every column of an artwork but its document (templates, shared layers). */
const ROW_WITHOUT_DOCUMENT = Object.fromEntries(
  (['id', 'title', 'lock', 'width', 'height', 'template_display_mode', 'template_display_label', 'user_id', 'current_version', 'preview_key', 'preview_version', 'created_at', 'updated_at', 'deleted_at'] as const).map((column) => [column, true]),
) as FindOptionsSelect<ArtworkRow>;

/** An artwork with the ids of the categories it is filed in. */
export interface ArtworkRecord extends ArtworkRow {
  category_ids: string[];
}

/**
 * Artworks (spec 002 §2.5, §3, §7): owner scoping as for categories (a Seller only ever sees and
 * touches their own; staff with artworks.readAll see everyone's), soft delete, locked artworks
 * cannot be changed, and every saved document passes @pod/artwork-scene's validator.
 */
export class ArtworkService {
  constructor(
    private readonly db: DataSource,
    private readonly options: {
      strongConfirm: StrongConfirm;
      /** Flushes the outbox once a save (and its preview request) has committed. */
      committed(): void;
    },
  ) {}

  async list(user: UserContext, args: QueryArtworksArgs): Promise<{ count: number; hits: ArtworkRecord[] }> {
    const owner = ownerScope(user, 'artworks.readAll') ?? (args.userID || null);
    if (owner && !isUuid(owner)) return { count: 0, hits: [] };
    if (args.categoryID && !isUuid(args.categoryID)) return { count: 0, hits: [] };
    const qb = this.db.getRepository(ArtworkEntity).createQueryBuilder('a').where('a.deleted_at IS NULL');
    if (owner) qb.andWhere('a.user_id = :owner', { owner });
    if (args.categoryID) {
      qb.andWhere(`EXISTS (SELECT 1 FROM "artworks"."artwork_category_links" l WHERE l.artwork_id = a.id AND l.category_id = :categoryID)`, {
        categoryID: args.categoryID,
      });
    }
    const search = args.search?.trim();
    if (search) qb.andWhere(`a.title ILIKE :search ESCAPE '\\'`, { search: containsPattern(search) });
    const column = ARTWORK_SORT_COLUMNS[args.sortBy ?? ''] ?? 'created_at';
    const direction = String(args.order ?? '').toLowerCase() === 'asc' ? 'ASC' : 'DESC';
    // id breaks ties so pages never repeat or skip rows with equal sort values.
    qb.orderBy(`a.${column}`, direction).addOrderBy('a.id', direction);
    const { offset, limit } = pageArgs({ page: args.page, pageSize: args.pageSize }, ARTWORK_PAGES);
    qb.skip(offset).take(limit);
    const [rows, count] = await qb.getManyAndCount();
    return { count, hits: await this.withCategories(this.db.manager, rows) };
  }

  async get(user: UserContext, id: string): Promise<ArtworkRecord> {
    const row = await this.visibleRow(this.db.manager, user, id);
    return (await this.withCategories(this.db.manager, [row]))[0];
  }

  /** Several artworks by id (federation references), owner-scoped; unknown ids are left out. */
  async getMany(user: UserContext, ids: string[]): Promise<Map<string, ArtworkRecord>> {
    const owner = ownerScope(user, 'artworks.readAll');
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return new Map();
    const rows = await this.db.getRepository(ArtworkEntity).find({
      where: { id: In(wanted), deleted_at: IsNull(), ...(owner ? { user_id: owner } : {}) },
    });
    return new Map((await this.withCategories(this.db.manager, rows)).map((r) => [r.id, r]));
  }

  /**
   * Live artworks filed directly in each category (the tree's numberOfArtworks). The viewer
   * already sees the categories; their counts include every live artwork in them.
   */
  async countByCategory(categoryIds: string[]): Promise<Map<string, number>> {
    const wanted = categoryIds.filter(isUuid);
    if (!wanted.length) return new Map();
    const rows: { category_id: string; n: string }[] = await this.db.query(
      `SELECT l.category_id, count(*) AS n FROM "artworks"."artwork_category_links" l
         JOIN "artworks"."artworks" a ON a.id = l.artwork_id AND a.deleted_at IS NULL
        WHERE l.category_id = ANY($1::uuid[]) GROUP BY l.category_id`,
      [wanted],
    );
    return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
  }

  /**
   * Add artwork (spec 002 §2.5): title, categories, width, height; one empty default template. A PSD import
   * passes the document it built (validated like any save) and its own transaction (`manager`),
   * so the artwork, its first version and the import's outcome commit together.
   */
  async create(
    user: UserContext,
    input: CreateArtworkInput,
    options: { document?: { templates: unknown; sharedLayers: unknown }; manager?: EntityManager } = {},
  ): Promise<ArtworkRecord> {
    const title = (input.title ?? '').trim();
    if (!title) throw badInput(ARTWORK_MESSAGES.titleRequired, 'title');
    const categoryIds = [...new Set(input.categoryIds ?? [])];
    if (!categoryIds.length) throw badInput(ARTWORK_MESSAGES.categoryRequired, 'categoryIds');
    const width = requireSize(input.width, ARTWORK_MESSAGES.widthRequired, ARTWORK_MESSAGES.widthMin, 'width');
    const height = requireSize(input.height, ARTWORK_MESSAGES.heightRequired, ARTWORK_MESSAGES.heightMin, 'height');
    // A new artwork starts with one default template (artwork-scene's newArtworkTemplates); a PSD import brings its own.
    const document = { title, width, height, templates: options.document?.templates ?? newArtworkTemplates(), sharedLayers: options.document?.sharedLayers ?? [], templateDisplayMode: null, templateDisplayLabel: null };
    assertValidDocument(document);
    const run = async (m: EntityManager) => {
      await this.assertCategories(m, user, user.id, categoryIds);
      const saved = await m.getRepository(ArtworkEntity).save({ title, width, height, user_id: user.id, templates: document.templates, shared_layers: document.sharedLayers });
      await m.getRepository(ArtworkCategoryLinkEntity).insert(categoryIds.map((category_id) => ({ artwork_id: saved.id, category_id })));
      await recordArtworkVersion(m, saved.id, user.id);
      const row = await m.getRepository(ArtworkEntity).findOneByOrFail({ id: saved.id });
      return { ...row, category_ids: categoryIds };
    };
    // Inside an import's transaction the importer flushes the outbox once it commits.
    return options.manager ? run(options.manager) : this.saving(run);
  }

  /**
   * Saves the form fields and/or the design document. Fields left out keep their value; the
   * resulting whole document is validated before anything is written.
   */
  async update(user: UserContext, id: string, input: UpdateArtworkInput, options: { restoring?: boolean } = {}): Promise<ArtworkRecord> {
    return this.saving(async (m) => {
      // The editor sends the whole document with every save: then the stored one (100 KB at 300 layers)
      // is not read back at all, only how many templates it has (the template bar's rule below).
      const sendsDocument = input.templates !== undefined && input.sharedLayers !== undefined;
      const { row, templatesBefore } = sendsDocument ? await this.visibleRowWithoutDocument(m, user, id) : await this.visibleRow(m, user, id).then((r) => ({ row: r, templatesBefore: r.templates.length }));
      if (row.lock) throw badInput(ARTWORK_MESSAGES.locked, 'id');
      const patch: Partial<ArtworkRow> = {};
      if (input.title !== undefined) {
        const title = (input.title ?? '').trim();
        if (!title) throw badInput(ARTWORK_MESSAGES.editTitleRequired, 'title');
        patch.title = title;
      }
      if (input.width !== undefined) patch.width = requireSize(input.width, ARTWORK_MESSAGES.editWidthRequired, ARTWORK_MESSAGES.widthMin, 'width');
      if (input.height !== undefined) patch.height = requireSize(input.height, ARTWORK_MESSAGES.editHeightRequired, ARTWORK_MESSAGES.heightMin, 'height');
      if (input.templateDisplayMode !== undefined) patch.template_display_mode = input.templateDisplayMode;
      if (input.templateDisplayLabel !== undefined) patch.template_display_label = input.templateDisplayLabel;
      const next = { ...row, ...patch };
      const document = {
        title: next.title,
        width: next.width,
        height: next.height,
        // JSON arguments arrive as any value; the validator decides what they are.
        templates: input.templates === undefined ? row.templates : (input.templates ?? []),
        sharedLayers: input.sharedLayers === undefined ? row.shared_layers : (input.sharedLayers ?? []),
        templateDisplayMode: next.template_display_mode,
        templateDisplayLabel: next.template_display_label,
      };
      // The template bar's rules bind a save that sends templates; a restored version is brought back as it was.
      assertValidDocument(document, input.templates !== undefined && !options.restoring ? { templatesBefore } : {});
      if (input.templates !== undefined) patch.templates = document.templates;
      if (input.sharedLayers !== undefined) patch.shared_layers = document.sharedLayers;
      let categoryIds = (await this.withCategories(m, [row]))[0].category_ids;
      if (input.categoryIds !== undefined && input.categoryIds !== null) {
        const wanted = [...new Set(input.categoryIds)];
        if (!wanted.length) throw badInput(ARTWORK_MESSAGES.categoryRequired, 'categoryIds');
        // Categories come from the owner's tree, whoever (staff) edits the artwork.
        await this.assertCategories(m, user, row.user_id, wanted);
        // The editor sends the categories with every save: rewrite the links only when they changed.
        if (!sameSet(wanted, categoryIds)) {
          await m.getRepository(ArtworkCategoryLinkEntity).delete({ artwork_id: row.id });
          await m.getRepository(ArtworkCategoryLinkEntity).insert(wanted.map((category_id) => ({ artwork_id: row.id, category_id })));
        }
        categoryIds = wanted;
      }
      // update, not save: save() first reads the whole row (a 100 KB document at 300 layers) to compare it column by column.
      // (QueryDeepPartialEntity does not take a jsonb column's plain objects; TypeORM writes them as JSON all the same.)
      if (Object.keys(patch).length) await m.getRepository(ArtworkEntity).update({ id: row.id }, patch as Parameters<Repository<ArtworkRow>['update']>[1]);
      // A save of the document (not of title or categories) is a new immutable version.
      if (DOCUMENT_FIELDS.some((field) => input[field] !== undefined)) await recordArtworkVersion(m, row.id, user.id);
      // The row as saved, but not its document again: that is what was just written (100 KB at 300 layers).
      const saved = await m.getRepository(ArtworkEntity).findOneOrFail({ where: { id: row.id }, select: ROW_WITHOUT_DOCUMENT });
      return { ...saved, templates: document.templates, shared_layers: document.sharedLayers, category_ids: categoryIds };
    });
  }

  /**
   * Soft delete; a locked artwork is kept (its delete is hidden in the list, spec 002 §2.5), and
   * the configured owner's artworks need their exact title as `confirmTitle` (spec 002 §6).
   */
  async delete(user: UserContext, id: string, confirmTitle?: string | null): Promise<ArtworkRecord> {
    return this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, user, id);
      if (row.lock) throw badInput(ARTWORK_MESSAGES.locked, 'id');
      this.options.strongConfirm.assert({ title: row.title, ownerUserId: row.user_id }, confirmTitle);
      const deleted_at = new Date();
      await m.getRepository(ArtworkEntity).update({ id: row.id }, { deleted_at });
      return (await this.withCategories(m, [{ ...row, deleted_at }]))[0];
    });
  }

  /**
   * Duplicate (spec 002 §2.5): a new, unlocked artwork of the same owner with the same document
   * and categories, titled "<title> (copy)" as duplicated categories are. The owner stays the
   * original's even when staff duplicate it, because its categories belong to that owner's tree.
   * A locked artwork may be duplicated (the copy is the way to change it).
   */
  async duplicate(user: UserContext, id: string): Promise<ArtworkRecord> {
    return this.saving(async (m) => {
      const row = await this.visibleRow(m, user, id);
      const categoryIds = (await this.withCategories(m, [row]))[0].category_ids;
      const saved = await m.getRepository(ArtworkEntity).save({
        title: `${row.title}${ARTWORK_MESSAGES.copySuffix}`,
        width: row.width,
        height: row.height,
        templates: row.templates,
        shared_layers: row.shared_layers,
        template_display_mode: row.template_display_mode,
        template_display_label: row.template_display_label,
        user_id: row.user_id,
        lock: false,
      });
      if (categoryIds.length) {
        await m.getRepository(ArtworkCategoryLinkEntity).insert(categoryIds.map((category_id) => ({ artwork_id: saved.id, category_id })));
      }
      await recordArtworkVersion(m, saved.id, user.id);
      const copy = await m.getRepository(ArtworkEntity).findOneByOrFail({ id: saved.id });
      return { ...copy, category_ids: categoryIds };
    });
  }

  /** Lock toggle (spec 002 §2.5, §4): locked artworks refuse update and delete until unlocked. */
  async changeLockStatus(user: UserContext, id: string, status: boolean): Promise<ArtworkRecord> {
    return this.db.transaction(async (m) => {
      const row = await this.visibleRow(m, user, id);
      if (row.lock !== status) await m.getRepository(ArtworkEntity).update({ id: row.id }, { lock: status });
      const saved = await m.getRepository(ArtworkEntity).findOneByOrFail({ id: row.id });
      return (await this.withCategories(m, [saved]))[0];
    });
  }

  /**
   * The Versions drawer (issue 23): the artwork's versions newest first, each with who saved it,
   * when and its preview. Whoever may read the artwork may read its versions.
   */
  async versions(user: UserContext, artworkId: string, args: { page?: number | null; pageSize?: number | null }): Promise<{ count: number; hits: ArtworkVersionRow[] }> {
    const row = await this.visibleRow(this.db.manager, user, artworkId);
    return listArtworkVersions(this.db, row.id, pageArgs({ page: args.page, pageSize: args.pageSize }, ARTWORK_VERSION_PAGES));
  }

  /**
   * Restores a version as a new save (issue 23): its document — size, templates, shared layers and
   * template display options — goes through `update` like any save, so it is refused while locked,
   * checked against today's rules, and recorded as the next version; the old one is never changed
   * (orders keep the version they were sold with). Title and categories are not part of what
   * prints and stay as they are.
   */
  async restoreVersion(user: UserContext, artworkId: string, versionId: string): Promise<ArtworkRecord> {
    const row = await this.visibleRow(this.db.manager, user, artworkId);
    const version = parseArtworkVersionId(row.id, versionId);
    const document = version === null ? null : ((await versionDocument(this.db, row.id, version)) as Partial<Record<string, unknown>> | null);
    if (!document) throw notFound(ARTWORK_MESSAGES.versionNotFound);
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const restored: UpdateArtworkInput = {
      width: document.width as number,
      height: document.height as number,
      templates: document.templates ?? [],
      sharedLayers: document.sharedLayers ?? [],
      templateDisplayMode: text(document.templateDisplayMode),
      templateDisplayLabel: text(document.templateDisplayLabel),
    };
    return this.update(user, row.id, restored, { restoring: true });
  }

  /** Whether deleting this artwork needs the typed title (the `strongDeleteConfirm` field). */
  needsStrongConfirm(row: ArtworkRow): boolean {
    return this.options.strongConfirm.required(row.user_id);
  }

  /** A transaction that may record a version (and so a preview request): the outbox is flushed once it commits. */
  private async saving<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(work);
    this.options.committed();
    return result;
  }

  /** Every category must be a live one of the artwork owner's tree (and visible to the viewer). */
  private async assertCategories(m: EntityManager, user: UserContext, owner: string, ids: string[]): Promise<void> {
    const scope = ownerScope(user, 'artworks.readAll');
    if (!ids.every(isUuid)) throw badInput(ARTWORK_MESSAGES.categoryNotFound, 'categoryIds');
    const found = await m.getRepository(ArtworkCategoryEntity).count({
      where: { id: In(ids), deleted_at: IsNull(), user_id: scope ?? owner },
    });
    if (found !== ids.length) throw badInput(ARTWORK_MESSAGES.categoryNotFound, 'categoryIds');
  }

  private async withCategories(m: EntityManager, rows: ArtworkRow[]): Promise<ArtworkRecord[]> {
    if (!rows.length) return [];
    const links = await m.getRepository(ArtworkCategoryLinkEntity).find({ where: { artwork_id: In(rows.map((r) => r.id)) } });
    const byArtwork = new Map<string, string[]>();
    for (const l of links) byArtwork.set(l.artwork_id, [...(byArtwork.get(l.artwork_id) ?? []), l.category_id]);
    return rows.map((r) => ({ ...r, category_ids: byArtwork.get(r.id) ?? [] }));
  }

  /**
   * `visibleRow` without the document (templates and shared layers are left empty), and how many
   * templates the stored document has: for a save that replaces the whole document.
   */
  private async visibleRowWithoutDocument(m: EntityManager, user: UserContext, id: string): Promise<{ row: ArtworkRow; templatesBefore: number }> {
    const owner = ownerScope(user, 'artworks.readAll');
    if (!isUuid(id)) throw notFound(ARTWORK_MESSAGES.notFound);
    const qb = m
      .getRepository(ArtworkEntity)
      .createQueryBuilder('a')
      .select(Object.keys(ROW_WITHOUT_DOCUMENT).map((column) => `a.${column}`))
      .addSelect('jsonb_array_length(a.templates)', 'templates_before')
      .where('a.id = :id AND a.deleted_at IS NULL', { id });
    if (owner) qb.andWhere('a.user_id = :owner', { owner });
    const { entities, raw } = await qb.getRawAndEntities<{ templates_before: number | string }>();
    if (!entities[0]) throw notFound(ARTWORK_MESSAGES.notFound);
    return { row: { ...entities[0], templates: [], shared_layers: [] }, templatesBefore: Number(raw[0].templates_before) };
  }

  /** A live artwork the viewer may see; another owner's artwork reads as not found. */
  private async visibleRow(m: EntityManager, user: UserContext, id: string): Promise<ArtworkRow> {
    const owner = ownerScope(user, 'artworks.readAll');
    const row = isUuid(id)
      ? await m.getRepository(ArtworkEntity).findOne({ where: { id, deleted_at: IsNull(), ...(owner ? { user_id: owner } : {}) } })
      : null;
    if (!row) throw notFound(ARTWORK_MESSAGES.notFound);
    return row;
  }
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

function requireSize(value: number | null | undefined, required: string, min: string, field: string): number {
  if (value === null || value === undefined || Number.isNaN(value)) throw badInput(required, field);
  if (!Number.isInteger(value) || value < 1) throw badInput(min, field);
  return value;
}

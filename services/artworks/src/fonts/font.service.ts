import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { can } from '@pod/contracts';
import { badInput, containsPattern, forbidden, isUuid, notFound, ownerScope, pageArgs, type UserContext } from '@pod/service-kit';
import type { MutationCreateFontArgs, QueryFontsArgs } from '../generated/resolvers-types';
import { FontEntity, FontVariantEntity, type FontRecord, type FontRow, type FontVariantRow } from './font.entity';
import { FONT_MESSAGES, FONT_PAGES } from './font-messages';
import { FontFileRefused, type MediaFontFiles } from './media-font-files';

/** regular, italic, then by weight (100 … 900, each roman before italic). */
export function variantOrder(variant: string): number {
  const match = /^(\d{3})?(italic)?$/.exec(variant === 'regular' ? '' : variant);
  if (!match) return 10_000;
  return Number(match[1] ?? 400) * 2 + (match[2] ? 1 : 0);
}

/** A font as the renderer needs it (media's internal lookup): variant files by storage key. */
export interface RenderFont {
  id: string;
  family: string;
  global: boolean;
  variants: Array<{ variant: string; file: { url: string } }>;
}

/** A PSD font name matched to a font variant. */
export interface FontMatch {
  ref: string;
  fontId: string;
  family: string;
  variant: string;
}

/**
 * Fonts (spec 002 §2.9, §3, §6, §7). Global fonts are everyone's and only an Administrator
 * (`fonts.global`) adds or deletes them; custom fonts belong to their uploader: a Seller sees
 * the global fonts and their own custom ones, staff with artworks.readAll see every custom font.
 * Media registers and reads the uploaded file (by bytes); a variant joins the live family of
 * the same name and owner. Deletion is soft: lists drop the family, renders still find it.
 */
export class FontService {
  constructor(
    private readonly db: DataSource,
    private readonly media: MediaFontFiles,
  ) {}

  async list(user: UserContext, args: QueryFontsArgs): Promise<{ count: number; hits: FontRecord[] }> {
    const scope = ownerScope(user, 'artworks.readAll');
    const owner = scope ?? (args.userID || null);
    if (owner && !isUuid(owner)) return { count: 0, hits: [] };
    const qb = this.db.getRepository(FontEntity).createQueryBuilder('f').where('f.deleted_at IS NULL');
    if (args.global === true) qb.andWhere('f.global = true');
    else if (args.global === false) qb.andWhere('f.global = false');
    // A Seller: the global fonts and their own; staff naming a userID: that uploader's custom fonts (and the global ones).
    if (owner) qb.andWhere('(f.global = true OR f.user_id = :owner)', { owner });
    const search = args.search?.trim();
    if (search) qb.andWhere(`f.family ILIKE :search ESCAPE '\\'`, { search: containsPattern(search) });
    qb.orderBy('lower(f.family)', 'ASC').addOrderBy('f.id', 'ASC');
    const { offset, limit } = pageArgs({ page: args.page, pageSize: args.pageSize }, FONT_PAGES);
    qb.skip(offset).take(limit);
    const [rows, count] = await qb.getManyAndCount();
    return { count, hits: await this.withVariants(this.db.manager, rows) };
  }

  async get(user: UserContext, id: string): Promise<FontRecord> {
    const found = (await this.getMany(user, [id])).get(id);
    if (!found) throw notFound(FONT_MESSAGES.notFound);
    return found;
  }

  /** Live fonts the viewer may see, by id (federation references); others are left out. */
  async getMany(user: UserContext, ids: string[]): Promise<Map<string, FontRecord>> {
    const wanted = ids.filter((id) => id.length <= 64);
    if (!wanted.length) return new Map();
    const scope = ownerScope(user, 'artworks.readAll');
    const rows = (await this.db.getRepository(FontEntity).find({ where: { id: In(wanted) } })).filter(
      (f) => !f.deleted_at && (f.global || !scope || f.user_id === scope),
    );
    return new Map((await this.withVariants(this.db.manager, rows)).map((f) => [f.id, f]));
  }

  async create(user: UserContext, args: MutationCreateFontArgs): Promise<FontRecord> {
    const global = args.global === true;
    if (global && !can(user, 'fonts.global')) throw forbidden(FONT_MESSAGES.globalOnlyAdmin);
    let registered;
    try {
      registered = await this.media.register(user, args.file);
    } catch (error) {
      if (error instanceof FontFileRefused) throw error.status === 403 ? forbidden(error.message) : badInput(error.message, 'file');
      throw error;
    }
    const family = args.family?.trim() || registered.family;
    const owner = global ? null : user.id;
    const fontId = await this.db.transaction(async (manager) => {
      const font = await this.liveFamily(manager, family, owner);
      const taken = (await manager.query(
        `SELECT 1 FROM "artworks"."font_variants" WHERE "font_id" = $1 AND "variant" = $2`,
        [font.id, registered.variant],
      )) as unknown[];
      if (taken.length) throw badInput(FONT_MESSAGES.variantTaken(font.family, registered.variant), 'file');
      await manager.getRepository(FontVariantEntity).insert({
        font_id: font.id,
        variant: registered.variant,
        postscript_name: registered.postscriptName,
        file_id: registered.file.id,
        file_key: registered.file.key,
        file_name: registered.file.file_name,
      });
      return font.id;
    });
    return this.withOne(fontId);
  }

  async delete(user: UserContext, id: string): Promise<FontRecord> {
    const font = await this.get(user, id);
    if (font.global && !can(user, 'fonts.global')) throw forbidden(FONT_MESSAGES.globalOnlyAdmin);
    // Custom: its owner, or staff who see every owner's fonts (and may write, checked by the resolver).
    if (!font.global && font.user_id !== user.id && ownerScope(user, 'artworks.readAll') !== null) throw forbidden(FONT_MESSAGES.notYours);
    await this.db.getRepository(FontEntity).update({ id }, { deleted_at: new Date() });
    return { ...font, deleted_at: new Date() };
  }

  /**
   * For media's renderer: fonts by id whatever their owner or state (a deleted family still
   * renders the designs that use it), with each variant's storage key as its file url.
   */
  async renderFonts(ids: string[]): Promise<RenderFont[]> {
    const wanted = [...new Set(ids)].filter((id) => typeof id === 'string' && id.length > 0 && id.length <= 64);
    if (!wanted.length) return [];
    const rows = await this.db.getRepository(FontEntity).find({ where: { id: In(wanted) } });
    return (await this.withVariants(this.db.manager, rows)).map((f) => ({
      id: f.id,
      family: f.family,
      global: f.global,
      variants: f.variants.map((v) => ({ variant: v.variant, file: { url: v.file_key } })),
    }));
  }

  /**
   * PSD font names (PostScript names such as 'Oswald-Bold', or family names) → a live font
   * variant among the global fonts and `userId`'s custom ones: PostScript name first, then the
   * family's regular (else first) variant; the user's own font wins over a global one.
   */
  async match(userId: string | null, names: string[]): Promise<Record<string, FontMatch | null>> {
    const owner = userId && isUuid(userId) ? userId : null;
    const rows = (await this.db.query(
      `SELECT f."id", f."family", f."user_id", v."variant", v."postscript_name"
         FROM "artworks"."fonts" f JOIN "artworks"."font_variants" v ON v."font_id" = f."id"
        WHERE f."deleted_at" IS NULL AND (f."global" OR f."user_id" = $1)`,
      [owner],
    )) as Array<{ id: string; family: string; user_id: string | null; variant: string; postscript_name: string | null }>;
    // Own fonts first, then by variant order, so the first hit is the preferred one.
    rows.sort((a, b) => Number(!a.user_id) - Number(!b.user_id) || variantOrder(a.variant) - variantOrder(b.variant));
    const norm = (s: string) => s.trim().toLowerCase();
    const result: Record<string, FontMatch | null> = {};
    for (const name of names) {
      const wanted = norm(name);
      const hit = rows.find((r) => r.postscript_name && norm(r.postscript_name) === wanted)
        ?? rows.find((r) => norm(r.family) === wanted && r.variant === 'regular')
        ?? rows.find((r) => norm(r.family) === wanted);
      result[name] = hit ? { ref: `${hit.id}-${hit.variant}`, fontId: hit.id, family: hit.family, variant: hit.variant } : null;
    }
    return result;
  }

  /** The live family of that name and owner (case-insensitive), created when there is none. */
  private async liveFamily(manager: EntityManager, family: string, owner: string | null): Promise<FontRow> {
    const find = async () =>
      ((await manager.query(
        `SELECT * FROM "artworks"."fonts" WHERE lower("family") = lower($1) AND "user_id" IS NOT DISTINCT FROM $2 AND "deleted_at" IS NULL FOR UPDATE`,
        [family, owner],
      )) as FontRow[])[0];
    const existing = await find();
    if (existing) return existing;
    // Two first uploads of one family racing: the unique index keeps one, the other joins it.
    await manager.query(
      `INSERT INTO "artworks"."fonts" ("family", "global", "user_id") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [family, owner === null, owner],
    );
    return (await find())!;
  }

  private async withOne(id: string): Promise<FontRecord> {
    const row = await this.db.getRepository(FontEntity).findOneByOrFail({ id });
    return (await this.withVariants(this.db.manager, [row]))[0]!;
  }

  private async withVariants(manager: EntityManager, rows: FontRow[]): Promise<FontRecord[]> {
    if (!rows.length) return [];
    const variants = await manager.getRepository(FontVariantEntity).find({ where: { font_id: In(rows.map((r) => r.id)) } });
    const byFont = new Map<string, FontVariantRow[]>();
    for (const v of variants) byFont.set(v.font_id, [...(byFont.get(v.font_id) ?? []), v]);
    return rows.map((r) => ({
      ...r,
      variants: (byFont.get(r.id) ?? []).sort((a, b) => variantOrder(a.variant) - variantOrder(b.variant) || a.variant.localeCompare(b.variant)),
    }));
  }
}

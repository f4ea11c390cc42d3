import type { EntityManager } from 'typeorm';
import { artworkClipartCategoryIds, validateArtwork, type ClipartDisplaySettings } from '@pod/artwork-scene';
import { isUuid } from '@pod/service-kit';
import type { ClipartDisplaySettingsValue } from './clipart-category.entity';

/** What `query` needs: a DataSource or a transaction's EntityManager. */
type Queryable = Pick<EntityManager, 'query'>;

/** A clipart as the renderer takes it (@pod/artwork-scene `Clipart`): its picture named by storage key. */
export interface RenderClipart {
  id: string;
  title: string;
  file: { id: string; key: string; file_name: string };
}

/** A clipart category as the renderer takes it (@pod/artwork-scene `ClipartCategory`). */
export interface RenderClipartCategory {
  id: string;
  title: string;
  cliparts: RenderClipart[];
  displaySettings?: ClipartDisplaySettings;
}

/**
 * The clipart categories a render of `artworkId` may use, among `ids`, each with every clipart
 * filed in it or below it (the shop's picker offers a category's subcategories too) and its
 * display settings. Scoped by the artwork's owner: only categories of that owner's tree are
 * answered, so an artwork never draws another owner's pictures whoever placed the order; ids of
 * other owners, unknown ids and non-uuids are left out (the renderer then says the category is
 * not available). Deleted categories and cliparts are included, as deleted artworks' versions
 * are: an order placed before the delete still renders what the shopper chose. Live cliparts
 * come first, then oldest first. `null` when the artwork does not exist.
 */
export async function renderClipartCategories(q: Queryable, artworkId: string, ids: readonly string[]): Promise<RenderClipartCategory[] | null> {
  if (!isUuid(artworkId)) return null;
  const owners = (await q.query(`SELECT "user_id" FROM "artworks"."artworks" WHERE "id" = $1`, [artworkId])) as Array<{ user_id: string }>;
  const owner = owners[0]?.user_id;
  if (!owner) return null;
  const wanted = [...new Set(ids.filter(isUuid))];
  if (!wanted.length) return [];
  const categories = (await q.query(
    `SELECT "id", "title", "display_settings" FROM "artworks"."clipart_categories"
      WHERE "id" = ANY($1::uuid[]) AND "user_id" = $2`,
    [wanted, owner],
  )) as Array<{ id: string; title: string; display_settings: ClipartDisplaySettingsValue | null }>;
  if (!categories.length) return [];
  const cliparts = (await q.query(
    `WITH RECURSIVE subtree("root_id", "id") AS (
       SELECT "id", "id" FROM "artworks"."clipart_categories" WHERE "id" = ANY($1::uuid[]) AND "user_id" = $2
       UNION
       SELECT s."root_id", c."id" FROM "artworks"."clipart_categories" c JOIN subtree s ON c."parent_id" = s."id" WHERE c."user_id" = $2)
     SELECT s."root_id", cl."id", cl."title", cl."file_id", cl."file_key", cl."file_name"
       FROM subtree s JOIN "artworks"."cliparts" cl ON cl."category_id" = s."id" AND cl."user_id" = $2
      ORDER BY s."root_id", (cl."deleted_at" IS NOT NULL), cl."created_at", cl."id"`,
    [categories.map((c) => c.id), owner],
  )) as Array<{ root_id: string; id: string; title: string; file_id: string; file_key: string; file_name: string }>;
  const byCategory = new Map<string, RenderClipart[]>(categories.map((c) => [c.id, []]));
  for (const row of cliparts) {
    byCategory.get(row.root_id)?.push({ id: row.id, title: row.title, file: { id: row.file_id, key: row.file_key, file_name: row.file_name } });
  }
  return categories.map((c) => {
    const settings = displaySettingsForRender(c.display_settings);
    return { id: c.id, title: c.title, cliparts: byCategory.get(c.id) ?? [], ...(settings ? { displaySettings: settings } : {}) };
  });
}

/** The numeric settings that are set (the renderer's `ClipartDisplaySettings`); undefined when none is. */
function displaySettingsForRender(stored: ClipartDisplaySettingsValue | null): ClipartDisplaySettings | undefined {
  if (!stored) return undefined;
  const entries = Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The clipart categories a saved document (templates and shared layers as stored) picks from; none for an invalid one. */
export function documentClipartCategoryIds(document: { title: string; width: number; height: number; templates: unknown; shared_layers: unknown }): string[] {
  const checked = validateArtwork({ title: document.title, width: document.width, height: document.height, templates: document.templates, sharedLayers: document.shared_layers });
  return checked.ok ? artworkClipartCategoryIds(checked.artwork) : [];
}

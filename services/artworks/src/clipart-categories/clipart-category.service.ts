import type { DataSource, EntityManager } from 'typeorm';
import type { UserContext } from '@pod/service-kit';
import { CategoryTreeService, type CategoryEventsOutbox } from '@pod/service-kit/category-tree';
import type { StrongConfirm } from '../shared/strong-confirm';
import type { ClipartDisplaySettingsInput, MutationUpdateClipartCategoryArgs } from '../generated/resolvers-types';
import type { ClipartCategoryRow, ClipartDisplaySettingsValue } from './clipart-category.entity';
import { documentClipartCategoryIds, renderClipartCategories, type RenderClipartCategory } from './clipart-render';
import { CLIPART_CATEGORY_KIND, type ClipartCategoryNode } from './clipart-category.kind';

export { CLIPART_CATEGORY_MESSAGES } from './clipart-category.kind';

/** Clipart categories: the shared owner-scoped tree (see CLIPART_CATEGORY_KIND), plus layer settings and renders. */
export class ClipartCategoryService extends CategoryTreeService<ClipartCategoryRow, ClipartCategoryNode> {
  constructor(db: DataSource, outbox: CategoryEventsOutbox, private readonly strongConfirm: StrongConfirm) {
    super(db, outbox, strongConfirm, CLIPART_CATEGORY_KIND);
  }

  /** Title, parent and layer settings; the live tree ignores updates (spec 002 §4), so no event. */
  override update(user: UserContext, input: MutationUpdateClipartCategoryArgs): Promise<ClipartCategoryNode> {
    const extra = input.displaySettings !== undefined ? { display_settings: displaySettings(input.displaySettings) } : {};
    return super.update(user, input, extra);
  }

  /**
   * The categories a saved artwork's layers pick from, as renders get them (its owner's tree only,
   * see renderClipartCategories), for the browser to draw the same picture. The caller has resolved
   * the artwork for the user, so the user may read it and therefore its owner's categories: the
   * permission check alone decides, and the method takes no user.
   */
  async forArtwork(artwork: { id: string; title: string; width: number; height: number; templates: unknown; shared_layers: unknown }): Promise<RenderClipartCategory[]> {
    const ids = documentClipartCategoryIds(artwork);
    return ids.length ? ((await renderClipartCategories(this.db, artwork.id, ids)) ?? []) : [];
  }

  /** A live category the user may see, for the clipart capability (refusals name `categoryID`). */
  visibleCategory(m: EntityManager, user: UserContext, id: string): Promise<ClipartCategoryRow> {
    return this.visibleRow(m, user, id, 'categoryID');
  }

  /** Whether the user must type the title to delete (spec 002 §6). */
  strongDeleteConfirm(node: { userID: string }): boolean {
    return this.strongConfirm.required(node.userID);
  }
}

/** The settings as stored: only the fields given, null for an empty set. */
function displaySettings(input: ClipartDisplaySettingsInput | null | undefined): ClipartDisplaySettingsValue | null {
  if (!input) return null;
  const entries = Object.entries(input).filter(([, v]) => v !== null && v !== undefined);
  return entries.length ? (Object.fromEntries(entries) as ClipartDisplaySettingsValue) : null;
}

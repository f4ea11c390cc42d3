import { liveEventOf, type CategoryLiveEvent, type CategoryTreeNode } from '../../components/category-tree/model';
import type { ClipartCategoryData } from './queries';

/** A clipart category node of the tree panel, with what the page needs besides. */
export interface ClipartTreeNode extends CategoryTreeNode {
  displaySettings: ClipartCategoryData['displaySettings'];
  children?: ClipartTreeNode[];
}

/** The server's categories as the tree panel's nodes: counts roll up (numberOfCliparts), `holdsItems` is `hasClipart`. */
export function toTreeNodes(hits: readonly ClipartCategoryData[]): ClipartTreeNode[] {
  return hits.map((c) => ({
    id: c.id,
    parentID: c.parentID ?? null,
    title: c.title,
    count: c.numberOfCliparts,
    holdsItems: c.hasClipart,
    strongDeleteConfirm: c.strongDeleteConfirm,
    displaySettings: c.displaySettings,
    children: c.children?.length ? toTreeNodes(c.children) : [],
  }));
}

/** The live `clipartCategory` event as the panel's event. */
export function toLiveEvent(event: { action: string; category: { id: string; parentID?: string | null; title: string; numberOfCliparts: number } }): CategoryLiveEvent | null {
  return liveEventOf(event.action, event.category, event.category.numberOfCliparts);
}

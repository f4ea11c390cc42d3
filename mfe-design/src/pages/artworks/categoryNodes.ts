import type { ArtworkCategoryNode } from '../../components/category-tree/queries';

/** antd TreeSelect options (value = id) for the Add New modal and the filter popover. */
export interface CategoryOption {
  value: string;
  title: string;
  children?: CategoryOption[];
}

export function toCategoryOptions(nodes: readonly ArtworkCategoryNode[]): CategoryOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.title, ...(n.children?.length ? { children: toCategoryOptions(n.children) } : {}) }));
}

/** The title of a category anywhere in the tree (the filter tag), or null. */
export function categoryTitle(nodes: readonly ArtworkCategoryNode[], id: string): string | null {
  for (const n of nodes) {
    if (n.id === id) return n.title;
    const below = n.children ? categoryTitle(n.children, id) : null;
    if (below) return below;
  }
  return null;
}

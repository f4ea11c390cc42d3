import { formatMoney } from '@pod/platform';
import type { PickerProductType } from '../shared/queries';

/** Heading for types without a category (the editor requires one, but old rows may lack it). */
export const NO_CATEGORY = { id: '', title: 'Other' } as const;

export interface CategoryGroup {
  id: string;
  title: string;
  types: PickerProductType[];
}

/**
 * Spec 001 §2 "Product type picker": types grouped by category title. A type filed under
 * several categories shows in each group; groups are ordered by title, types keep the
 * server's order inside a group.
 */
export function groupByCategory(types: readonly PickerProductType[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>();
  for (const type of types) {
    const categories = type.categories.length ? type.categories : [NO_CATEGORY];
    for (const category of categories) {
      const group = groups.get(category.id) ?? { id: category.id, title: category.title, types: [] };
      group.types.push(type);
      groups.set(category.id, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** The picker's selection: ids of one category only. */
export interface PickerSelection {
  categoryId: string | null;
  typeIds: string[];
}

export const EMPTY_SELECTION: PickerSelection = { categoryId: null, typeIds: [] };

/** Types of another category than the selection's are dimmed and cannot be added. */
export function isBlocked(selection: PickerSelection, categoryId: string): boolean {
  return selection.categoryId !== null && selection.categoryId !== categoryId;
}

/**
 * Clicking a card: selecting again deselects; a type of another category is refused (the
 * selection is returned unchanged); with single select, the choice replaces the selection.
 */
export function toggleType(selection: PickerSelection, categoryId: string, typeId: string, single = false): PickerSelection {
  if (isBlocked(selection, categoryId)) return selection;
  if (selection.typeIds.includes(typeId)) {
    const typeIds = selection.typeIds.filter((id) => id !== typeId);
    return typeIds.length ? { categoryId, typeIds } : EMPTY_SELECTION;
  }
  return { categoryId, typeIds: single ? [typeId] : [...selection.typeIds, typeId] };
}

/** Turning single select on keeps only the most recent choice. */
export function toSingle(selection: PickerSelection): PickerSelection {
  const last = selection.typeIds.at(-1);
  return last ? { categoryId: selection.categoryId, typeIds: [last] } : EMPTY_SELECTION;
}

/** Step 2's address: the ids joined by commas (spec 001 §2 routes). */
export function step2Path(selection: PickerSelection): string {
  return `/products/add/step2/${selection.typeIds.map(encodeURIComponent).join(',')}`;
}

/** "Base cost or base cost range" on a card: "$12.00" or "$10.00 - $15.50". */
export function baseCostLabel(min: number | null, max: number | null): string {
  if (min === null && max === null) return '';
  if (min === null || max === null || min === max) return formatMoney(min ?? max);
  return `${formatMoney(min)} - ${formatMoney(max)}`;
}

import dayjs from 'dayjs';

/** Spec 002 §9: the chooser pages artworks 24 at a time. */
export const CHOOSER_PAGE_SIZE = 24;

/** Spec 002 §9: artwork search waits 300 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 002 §2.4: cards are 250 px wide, and so is the tree. */
export const CARD_WIDTH = 250;

/** Spec 002 §2.4 created date: DD MMM YYYY. */
export function createdText(createdAt: string): string {
  return dayjs(createdAt).format('DD MMM YYYY');
}

/** Spec 002 §2.4, as written there for any N. */
export function usedInText(usedIn: number): string {
  return `Used in ${usedIn} campaign(s)`;
}

/** One artwork can be selected; clicking the selected one again deselects it (spec 002 §2.4). */
export function toggleSelection(selectedId: string | null | undefined, clickedId: string): string | null {
  return selectedId === clickedId ? null : clickedId;
}

/** The query's variables: search trimmed (empty means none), 1-based page. */
export function chooserVariables(categoryId: string | null, search: string, page: number) {
  const text = search.trim();
  return { categoryID: categoryId ?? undefined, search: text || undefined, page, pageSize: CHOOSER_PAGE_SIZE };
}

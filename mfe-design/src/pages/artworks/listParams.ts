/** Spec 002 §9: the artwork list shows 20 per page. */
export const ARTWORKS_PAGE_SIZE = 20;

/** Spec 002 §9: artwork search is debounced 300 ms. */
export const ARTWORK_SEARCH_DEBOUNCE_MS = 300;

/** What /artworks keeps in its query string (spec 002 §2.1: search, categoryID and page). */
export interface ArtworkListParams {
  search: string;
  categoryID: string | null;
  page: number;
}

/** Reads the list state from the URL; a missing, zero, negative or non-numeric page is page 1. */
export function readListParams(params: URLSearchParams): ArtworkListParams {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    categoryID: params.get('categoryID') || null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The query string for a list state: defaults are left out (page 1, no search, all categories),
 * so a plain /artworks stays plain; other parameters of the URL are kept.
 */
export function writeListParams(current: URLSearchParams, next: ArtworkListParams): URLSearchParams {
  const out = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value ? out.set(name, value) : out.delete(name));
  set('search', next.search.trim() ? next.search : null);
  set('categoryID', next.categoryID);
  set('page', next.page > 1 ? String(next.page) : null);
  return out;
}

/**
 * A change of search or category starts again at page 1 (the old page may not exist in the new
 * result); paging keeps both.
 */
export function changeListParams(current: ArtworkListParams, change: Partial<ArtworkListParams>): ArtworkListParams {
  const filterChanged = ('search' in change && change.search !== current.search) || ('categoryID' in change && change.categoryID !== current.categoryID);
  return { ...current, ...change, page: change.page ?? (filterChanged ? 1 : current.page) };
}

/** "1500 x 1800" as the chooser's cards write sizes (spec 002 §2.4 "width x height"). */
export function formatSize(width: number, height: number): string {
  return `${width} x ${height}`;
}

/** Previews render after a save; the list asks again this often while some card still has none. */
export const PREVIEW_POLL_MS = 2000;
/** …and gives up after this long (a preview that failed to render stays the placeholder). */
export const PREVIEW_POLL_LIMIT_MS = 60_000;

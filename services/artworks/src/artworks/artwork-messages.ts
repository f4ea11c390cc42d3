import type { PageBounds } from '@pod/service-kit';
/** Spec 002 §5 messages (spelling kept as the spec writes it). */
export const ARTWORK_MESSAGES = {
  // Add artwork form.
  titleRequired: 'Please enter title!',
  categoryRequired: 'Please select product category!',
  widthRequired: 'Please enter width!',
  heightRequired: 'Please enter height!',
  // Artwork edit form.
  editTitleRequired: 'Artwork title is requried',
  editWidthRequired: 'Artwork with is required',
  editHeightRequired: 'Artwork height is required',
  // Not given by the spec.
  widthMin: 'Width must be at least 1',
  heightMin: 'Height must be at least 1',
  categoryNotFound: 'Category not found',
  notFound: 'Artwork not found',
  locked: 'This artwork is locked',
  /** Appended to a duplicate's title, as duplicated categories are named. */
  copySuffix: ' (copy)',
  invalidDocument: 'The artwork is not valid',
  versionNotFound: 'Version not found',
} as const;

/** Fields the artwork list may be sorted by, mapped to columns. */
export const ARTWORK_SORT_COLUMNS: Record<string, 'created_at' | 'updated_at' | 'title' | 'width' | 'height'> = {
  createdAt: 'created_at',
  created_at: 'created_at',
  updatedAt: 'updated_at',
  updated_at: 'updated_at',
  title: 'title',
  width: 'width',
  height: 'height',
};

/**
 * Paging of `artworks` (the one rule, `pageArgs`): 20 per page, at most 200; -1 ("all", the
 * pickers' convention) returns up to 10 000, more than a library holds and a bound on one answer.
 */
export const ARTWORK_PAGES: PageBounds = { size: 20, max: 200, all: 10_000 };

/** Paging of `Artwork.versions` (the Versions drawer): 20 per page, at most 100; -1 up to 1000. */
export const ARTWORK_VERSION_PAGES: PageBounds = { size: 20, max: 100, all: 1000 };

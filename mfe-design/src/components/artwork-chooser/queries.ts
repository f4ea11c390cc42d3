import { graphql, type ResultOf } from '@pod/platform';

/** What a chooser card shows (spec 002 §2.4); usedIn comes from the catalog through the gateway. */
export const CHOOSER_ARTWORK_FIELDS = graphql(`
  fragment ChooserArtworkFields on Artwork @_unmask {
    id
    title
    preview
    createdAt
    width
    height
    usedIn
  }
`);

/** One page of the chooser: 24 artworks (spec 002 §9), newest first, in a category or all. */
export const CHOOSER_ARTWORKS_QUERY = graphql(
  `
  query ChooserArtworks($categoryID: ID, $search: String, $page: Int, $pageSize: Int) {
    artworks(categoryID: $categoryID, search: $search, page: $page, pageSize: $pageSize) {
      count
      hits {
        ...ChooserArtworkFields
      }
    }
  }
`,
  [CHOOSER_ARTWORK_FIELDS],
);

export type ChooserArtwork = ResultOf<typeof CHOOSER_ARTWORK_FIELDS>;

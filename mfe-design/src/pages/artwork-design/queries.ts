import { graphql, type ResultOf } from '@pod/platform';

/** What the design page shows: the artwork's form fields and its whole document. */
export const ARTWORK_DESIGN_QUERY = graphql(`
  query ArtworkDesign($id: ID!) {
    artwork(id: $id) {
      id
      title
      lock
      width
      height
      templates
      sharedLayers
      templateDisplayMode
      templateDisplayLabel
      updatedAt
    }
  }
`);

export type ArtworkDesign = ResultOf<typeof ARTWORK_DESIGN_QUERY>['artwork'];

import { graphql, type ResultOf } from '@pod/platform';

/** What the design page shows: the artwork's form fields, its whole document and the clipart categories its layers pick from (as renders get them). */
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
      clipartCategories {
        id
        title
        displaySettings { x y width height scaleX scaleY cropX cropY cropWidth cropHeight rotation }
        cliparts { id title file { id key file_name } }
      }
    }
  }
`);

export type ArtworkDesign = ResultOf<typeof ARTWORK_DESIGN_QUERY>['artwork'];

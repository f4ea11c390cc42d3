import { graphql, type ResultOf } from '@pod/platform';

/** What the design page shows: the artwork's form fields, its whole document and the clipart categories its layers pick from (as renders get them). */
export const ARTWORK_DESIGN_QUERY = graphql(`
  query ArtworkDesign($id: ID!) {
    artwork(id: $id) {
      id
      title
      lock
      categories { id title }
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

/** Save (spec 002 §2.8): the whole document and the artwork info; the server validates every rule again and refuses while locked. */
export const SAVE_ARTWORK = graphql(`
  mutation ArtworkEditorSave($id: ID!, $input: UpdateArtworkInput!) {
    updateArtwork(id: $id, input: $input) {
      id
      title
      width
      height
      templates
      sharedLayers
      updatedAt
      categories { id title }
    }
  }
`);

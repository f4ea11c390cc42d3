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

/**
 * The fonts the canvas may load (global ones and those the caller may see): a text layer's
 * '{fontId}-{variant}' is drawn with exactly that file, as the renderer does.
 */
export const DESIGN_FONTS_QUERY = graphql(`
  query ArtworkDesignFonts {
    fonts(pageSize: -1) {
      hits {
        id
        family
        variants {
          variant
          file {
            url
          }
        }
      }
    }
  }
`);

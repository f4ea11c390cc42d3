import { graphql, type ResultOf } from '@pod/platform';

/** What the picker and the scene need of a font (spec 002 §7: id, family, variants, global). */
export const FONT_FIELDS = graphql(`
  fragment FontPickerFont on Font @_unmask {
    id
    family
    global
    userID
    variants {
      variant
      file {
        id
        url
      }
    }
  }
`);

export type PickerFont = ResultOf<typeof FONT_FIELDS>;

/** The 'Global Fonts' tab (spec 002 §7 publicFonts). */
export const PUBLIC_FONTS_QUERY = graphql(
  `
  query FontPickerPublicFonts($search: String, $page: Int, $pageSize: Int) {
    publicFonts(search: $search, page: $page, pageSize: $pageSize) {
      count
      hits {
        ...FontPickerFont
      }
    }
  }
`,
  [FONT_FIELDS],
);

/** The 'Custom Fonts' tab: `fonts` with global false (a Seller's own, everyone's for staff). */
export const FONTS_QUERY = graphql(
  `
  query FontPickerFonts($search: String, $page: Int, $pageSize: Int, $userID: ID, $global: Boolean) {
    fonts(search: $search, page: $page, pageSize: $pageSize, userID: $userID, global: $global) {
      count
      hits {
        ...FontPickerFont
      }
    }
  }
`,
  [FONT_FIELDS],
);

export const CREATE_FONT = graphql(
  `
  mutation FontPickerCreateFont($family: String, $file: FontFileInput!, $global: Boolean) {
    createFont(family: $family, file: $file, global: $global) {
      ...FontPickerFont
    }
  }
`,
  [FONT_FIELDS],
);

export const DELETE_FONT = graphql(`
  mutation FontPickerDeleteFont($id: ID!) {
    deleteFont(id: $id) {
      id
    }
  }
`);


/** The stored selection's font, for the trigger's label. */
export const FONT_QUERY = graphql(
  `
  query FontPickerFont($id: ID!) {
    font(id: $id) {
      ...FontPickerFont
    }
  }
`,
  [FONT_FIELDS],
);

export const FONT_SIGNED_URL = graphql(`
  mutation FontPickerSignedUrl($filename: String!, $fileMime: String!) {
    createSignedUrl(filename: $filename, fileMime: $fileMime) {
      key
      url
      fields {
        name
        value
      }
    }
  }
`);

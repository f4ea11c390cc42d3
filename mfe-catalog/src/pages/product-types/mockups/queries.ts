import { graphql, type ResultOf } from '@pod/platform';

/** A product-type mockup as the card lists it and as creating one returns it. */
export const MOCKUP_CARD_FIELDS = graphql(`
  fragment MockupCardFields on Mockup @_unmask {
    id
    title
    preview
    width
    height
    ordering
  }
`);

export type MockupCardRow = ResultOf<typeof MOCKUP_CARD_FIELDS>;

export const PRODUCT_TYPE_MOCKUPS = graphql(`
  query ProductTypeMockups($productTypeID: ID!) {
    mockups(productTypeID: $productTypeID) {
      ...MockupCardFields
    }
  }
`, [MOCKUP_CARD_FIELDS]);

export const CREATE_MOCKUP = graphql(`
  mutation CreateProductTypeMockup($fileID: ID!, $productTypeID: ID!) {
    createMockup(fileID: $fileID, productTypeID: $productTypeID, isProductTypeMockup: true, isProductBaseMockup: true) {
      ...MockupCardFields
    }
  }
`, [MOCKUP_CARD_FIELDS]);

export const DELETE_MOCKUP = graphql(`
  mutation DeleteProductTypeMockup($id: ID!) {
    deleteMockup(id: $id) { id }
  }
`);

/** Spec 001 §8: mockup uploads are jpg, jpeg, png or psd. */
export const MOCKUP_ACCEPT = '.jpg,.jpeg,.png,.psd';
export const MOCKUP_EXTENSIONS = ['jpg', 'jpeg', 'png', 'psd'];

import { gql } from 'urql';

export interface MockupCardRow {
  id: string;
  title: string;
  preview: string;
  width: number;
  height: number;
  ordering: number;
}

export const MOCKUP_FIELDS = 'id title preview width height ordering';

export const PRODUCT_TYPE_MOCKUPS = gql`
  query ProductTypeMockups($productTypeID: ID!) {
    mockups(productTypeID: $productTypeID) { ${MOCKUP_FIELDS} }
  }
`;

export const CREATE_MOCKUP = gql`
  mutation CreateProductTypeMockup($fileID: ID!, $productTypeID: ID!) {
    createMockup(fileID: $fileID, productTypeID: $productTypeID, isProductTypeMockup: true, isProductBaseMockup: true) { ${MOCKUP_FIELDS} }
  }
`;

export const DELETE_MOCKUP = gql`
  mutation DeleteProductTypeMockup($id: ID!) {
    deleteMockup(id: $id) { id }
  }
`;

/** Spec 001 §8: mockup uploads are jpg, jpeg, png or psd. */
export const MOCKUP_ACCEPT = '.jpg,.jpeg,.png,.psd';
export const MOCKUP_EXTENSIONS = ['jpg', 'jpeg', 'png', 'psd'];

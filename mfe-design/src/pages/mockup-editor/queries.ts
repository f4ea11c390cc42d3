import { graphql, type ResultOf } from '@pod/platform';

/**
 * What the editor opens with: the product type's mockups (spec 002 §7 `mockupsByProductType`),
 * whole, and the product type's attributes, print areas and variants ('Add Printarea', 'Apply to
 * variants').
 */
export const MOCKUP_EDITOR_QUERY = graphql(`
  query MockupEditor($productTypeID: ID!) {
    mockupsByProductType(productTypeID: $productTypeID) {
      id
      title
      preview
      productID
      productTypeID
      ordering
      width
      height
      layers
      settings { defaultBgColor changeBgColorByVariantColor applyToVariants }
      variantIds
    }
    productTypeById(id: $productTypeID) {
      id
      title
      attributes { name slug options }
      printAreas { id name width height }
      product_type_variants { id sku is_active attributes { name slug option } }
    }
  }
`);

export type MockupEditorData = ResultOf<typeof MOCKUP_EDITOR_QUERY>;
export type MockupRow = MockupEditorData['mockupsByProductType'][number];
export type ProductTypeRow = NonNullable<MockupEditorData['productTypeById']>;

/** Save (spec 002 §7): one call per managed mockup, sent in parallel; the server validates the document again. */
export const UPDATE_MOCKUP = graphql(`
  mutation MockupEditorSave(
    $id: ID!
    $title: String
    $preview: String
    $productTypeID: ID
    $productID: ID
    $layers: JSON
    $settings: JSON
    $ordering: Int
    $width: Int
    $height: Int
    $variantIds: [ID!]
  ) {
    updateMockup(
      id: $id
      title: $title
      preview: $preview
      productTypeID: $productTypeID
      productID: $productID
      layers: $layers
      settings: $settings
      ordering: $ordering
      width: $width
      height: $height
      variantIds: $variantIds
    ) {
      id
      title
      ordering
      layers
      settings { defaultBgColor changeBgColorByVariantColor applyToVariants }
      variantIds
    }
  }
`);

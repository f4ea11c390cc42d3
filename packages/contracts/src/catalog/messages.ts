/**
 * User-facing messages of the catalogue (spec 001 §5, §8), spelled exactly as the spec has them
 * (typos and trailing spaces included) so the form and the server say the same thing.
 */
export const PRODUCT_TYPE_MESSAGES = {
  titleRequired: 'Please input title',
  skuRequired: 'Please input sku',
  categoriesRequired: 'Please input categories',
  printAreaRequired: 'Please input your print file!',
  attributeRequired: 'Please input your attribute! ',
  attributeNameRequired: 'Please input name',
  attributeSlugRequired: 'Please input slug',
  attributeOptionsRequired: 'Please input options',
  attributeNotUnique: 'Attribute name/slug is unique. Please input again!',
  printAreaNameRequired: 'Please input name',
  printAreaWidthRequired: 'Please input width',
  printAreaHeightRequired: 'Please input height',
  /** Spec: "numeric, at least 0"; the wording is ours. */
  printAreaSizeInvalid: 'Width and height must be numbers of at least 0',
  created: 'Product type has been created',
  updated: 'Product type has been updated',
  variantsSaved: 'Variants has been saved!',
  noAttribute: 'There is no attribute.',
  noMissingVariants: 'No missing variants',
  noVariants: 'No variants added.',
  mockupDeleteConfirm: 'Delete this mockup?',
  mockupDeleted: 'Mockup deleted',
} as const;

export const PRICE_MESSAGES = {
  regularPositive: 'Regular price must be greater than 0',
  saleBetween: 'Please follow this rule: base cost <= sale price <= regular price',
  regularAtLeastBase: 'Regular price must be greater or equals to base cost',
  /** Bulk "All price" modal. */
  saleNotAboveRegular: 'Sale price is smaller regular',
  baseNotAboveSale: 'Base cost is smaller',
  regularRequired: 'Please input regular price',
  baseRequired: 'Please input base cost',
} as const;

export const CATEGORY_MESSAGES = {
  titleRequired: 'Please input title',
  /** Titles are unique whatever their case (issue 9), so a title names one category. */
  titleTaken: 'Category already exists',
  deleteConfirm: 'Are you sure delete this category?',
  deleted: 'Delete success!',
  saved: 'Catygory has been created or updated',
} as const;

export const PRODUCT_MESSAGES = {
  titleRequired: 'Please input product title!',
  bundleIdRequired: 'Please enter your ID!',
  bundleNotOnSite: 'Product does not exist or does not belong to the site!',
  bundleDuplicate: 'Product added!',
  bundleLookupFailed: 'Product does not exist!',
  bundleAdded: 'More successful products!',
  created: 'Product created',
  /** Spec silent: the server's refusal when a print area has no artwork (the form disables Submit). */
  artworkRequired: (printArea: string) => `Please choose an artwork for the print area ${printArea}`,
  /** Spec silent: the server's refusal when no images are given (the form disables Submit). */
  imagesRequired: 'Please add at least one product image',
} as const;

export const CAMPAIGN_STORE_MESSAGES = {
  deleted: 'Delete Success',
  /** Spec 002 §4: Retry is offered for anything but Pushed; the server refuses the rest with these. */
  alreadyPushed: 'This product has already been pushed',
  onlyErrorDeletable: 'Only a push that failed can be deleted',
} as const;

export const MAPPING_MESSAGES = {
  selectCategory: 'Select a category bellow to start mapping',
  removesVariants: 'This action will remove all current variants from your site',
  selectOption: (slug: string) => `Please select ${slug}`,
  mapped: (id: string | number) => `Successfuly to map product #${id}`,
  shopifyNotSupported: 'Sorry',
  variantsFetched: 'Success',
} as const;

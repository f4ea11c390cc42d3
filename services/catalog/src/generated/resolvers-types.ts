import type { GraphQLResolveInfo } from 'graphql';
import type { Category as CategoryModel } from '../categories/category.entity';
import type { ProductType as ProductTypeModel } from '../product-types/product-type.entity';
import type { PrintArea as PrintAreaModel } from '../product-types/print-area.entity';
import type { ProductTypeVariant as ProductTypeVariantModel } from '../variants/product-type-variant.entity';
import type { Product as ProductModel, ProductVariant as ProductVariantModel, ProductPrintArea as ProductPrintAreaModel, ProductStore as ProductStoreModel } from '../products/product.entity';
import type { CampaignStore as CampaignStoreModel } from '../campaign-stores/campaign-store.entity';
import type { ProductTypeCarrier as ProductTypeCarrierModel } from '../carriers/carriers.service';
import type { ArtworkRef as ArtworkRefModel } from '../artworks/artwork-usage.service';
import type { ProductMockupJob as ProductMockupJobModel } from '../product-mockups/product-mockup.entity';
import type { ProductMockupBatch as ProductMockupBatchModel } from '../product-mockups/product-mockups.service';
import type { CatalogContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** Owned by the artworks subgraph; the catalog contributes how many products use it. */
export type Artwork = {
  __typename?: 'Artwork';
  id: Scalars['ID']['output'];
  /** Products (campaigns) whose print areas use this artwork, counting only products the caller may read. */
  usedIn: Scalars['Int']['output'];
};

export type Attribute = {
  __typename?: 'Attribute';
  name: Scalars['String']['output'];
  options: Array<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
};

export type AttributeInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type CampaignStore = {
  __typename?: 'CampaignStore';
  /** The product pushed (campaigns are products here). */
  campaignId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The store's message when the push failed; the last attempt's note otherwise. */
  log?: Maybe<Scalars['String']['output']>;
  /** The product's address in the store once pushed. */
  permalink?: Maybe<Scalars['String']['output']>;
  product?: Maybe<Product>;
  productId: Scalars['ID']['output'];
  pushFirstTime: Scalars['Boolean']['output'];
  pushedAt?: Maybe<Scalars['String']['output']>;
  site?: Maybe<Site>;
  siteId: Scalars['ID']['output'];
  /** queued | pushing | Pushed | Error */
  status: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type CampaignStoreFilter = {
  /** 20 by default. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Sellers always get their current site's rows. */
  siteId?: InputMaybe<Scalars['ID']['input']>;
};

export type CampaignStorePage = {
  __typename?: 'CampaignStorePage';
  count: Scalars['Int']['output'];
  hits: Array<CampaignStore>;
};

/** A shipping carrier (seeded: USPS, UPS, DHL, FedEx). */
export type Carrier = {
  __typename?: 'Carrier';
  /** A short stable id (usps, ups, dhl, fedex), the one variants' carrier_costs use. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CarrierCost = {
  __typename?: 'CarrierCost';
  carrier_id: Scalars['ID']['output'];
  cost?: Maybe<Scalars['Float']['output']>;
};

export type CarrierCostInput = {
  carrier_id: Scalars['ID']['input'];
  cost?: InputMaybe<Scalars['Float']['input']>;
};

/** A product-type category (spec 001 §3 Category); not to be confused with artworks' ArtworkCategory. */
export type Category = {
  __typename?: 'Category';
  created_at: Scalars['String']['output'];
  /** The user who created the category (spelling kept from the spec). */
  creater?: Maybe<User>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** true = Active, false = Inactive. */
  status: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** Number of product types in this category. */
  totalProductType: Scalars['Int']['output'];
  updated_at: Scalars['String']['output'];
};

export type CategoryFilter = {
  /** Page size, 10 by default (spec 001 §9). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** true = Active, false = Inactive; omitted = both. */
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CategoryInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required; optional here so a missing title gets the spec's message, not a schema error. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryPage = {
  __typename?: 'CategoryPage';
  count: Scalars['Int']['output'];
  hits: Array<Category>;
};

export type EntitySorting = {
  __typename?: 'EntitySorting';
  entity_id: Scalars['String']['output'];
  sorting: Scalars['Int']['output'];
};

export type EntitySortingInput = {
  entity_id: Scalars['String']['input'];
  sorting?: InputMaybe<Scalars['Int']['input']>;
};

/** One print area's artwork for a product's mockups (spec 002 §7 generateProductMockups). */
export type GenerateProductMockupInput = {
  artworkId: Scalars['ID']['input'];
  /** The product, or the 9-character id the form holds for one it has not created yet. */
  productId: Scalars['ID']['input'];
  productTypeId: Scalars['ID']['input'];
  productTypePrintAreaId: Scalars['ID']['input'];
  sorting?: InputMaybe<Scalars['Int']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  createCategory: Category;
  /** Creates the product and queues its push to the site's store (a campaign store row). */
  createProduct: Product;
  createProductType: ProductType;
  /** One variant (spec 001 §7); the variants screen saves with saveProductTypeVariants instead. */
  createProductTypeVariant: ProductTypeVariant;
  /** Only rows in Error may be deleted. */
  deleteCampaignStore: Scalars['Boolean']['output'];
  deleteCategory: Scalars['Boolean']['output'];
  /**
   * Store mapping's "Start Mapping": links the store product to product types and variants
   * (the browser has already updated the store through /rest) and records it as a product of
   * the site, so it is hidden from the mapping table.
   */
  fetchProductFromSite: Product;
  /** Sites list 'fetch product variants': refreshes the mapped products' variants from the store. */
  fetchProductVariants: Scalars['Boolean']['output'];
  /**
   * Renders the product types' mockups with these artworks (replacing the product's earlier
   * renders); each finished render comes as a generateMockupProduct live update.
   */
  generateProductMockups: ProductMockupBatch;
  /** Queues the push again; offered for any status but Pushed. */
  retryPushCampaignStore: CampaignStore;
  /**
   * The variants screen's Save in one call and one transaction: creates variants without id,
   * updates those with one, stores the order given (sorting = position, from 1). Variants not
   * listed are kept. Every row is checked with the price rules of spec 001 §5; the first
   * violation is refused with its message and nothing is saved.
   */
  saveProductTypeVariants: Array<ProductTypeVariant>;
  updateCategory: Category;
  /** Saves the product and queues a push of the change. */
  updateProduct: Product;
  updateProductType: ProductType;
  /** Replaces the product type's carriers and, when given, its suppliers (productTypes.write). */
  updateProductTypeCarriers: ProductType;
  updateProductTypePrintAreas: ProductType;
};


export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreateProductTypeArgs = {
  input: ProductTypeInput;
};


export type MutationCreateProductTypeVariantArgs = {
  input: ProductTypeVariantInput;
};


export type MutationDeleteCampaignStoreArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFetchProductFromSiteArgs = {
  product_id: Scalars['String']['input'];
  site_id: Scalars['ID']['input'];
};


export type MutationFetchProductVariantsArgs = {
  site_id: Scalars['ID']['input'];
};


export type MutationGenerateProductMockupsArgs = {
  excludeMockups?: InputMaybe<Array<Scalars['ID']['input']>>;
  input: Array<GenerateProductMockupInput>;
};


export type MutationRetryPushCampaignStoreArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveProductTypeVariantsArgs = {
  product_type_id: Scalars['ID']['input'];
  variants: Array<ProductTypeVariantInput>;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


export type MutationUpdateProductTypeArgs = {
  id: Scalars['ID']['input'];
  input: ProductTypeInput;
};


export type MutationUpdateProductTypeCarriersArgs = {
  carriers: Array<ProductTypeCarrierInput>;
  product_type_id: Scalars['ID']['input'];
  supplier_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationUpdateProductTypePrintAreasArgs = {
  print_areas: Array<PrintAreaInput>;
  product_type_id: Scalars['ID']['input'];
};

export type PrintArea = {
  __typename?: 'PrintArea';
  dpi: Scalars['Int']['output'];
  height?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  mockup?: Maybe<Scalars['String']['output']>;
  mockupId?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  variant_ids: Array<Scalars['ID']['output']>;
  /** Pixels; null while the row is still being filled in the editor. */
  width?: Maybe<Scalars['Float']['output']>;
};

export type PrintAreaInput = {
  /** 300 when omitted. */
  dpi?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  /** Present for an existing print area; omitted for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  mockup?: InputMaybe<Scalars['String']['input']>;
  mockupId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  variant_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type PrintSize = {
  __typename?: 'PrintSize';
  height: Scalars['Float']['output'];
  print_area_id: Scalars['ID']['output'];
  width: Scalars['Float']['output'];
};

export type PrintSizeInput = {
  height: Scalars['Float']['input'];
  print_area_id: Scalars['ID']['input'];
  width: Scalars['Float']['input'];
};

export type Product = {
  __typename?: 'Product';
  /** JSON text: [{ id, origin_id }] of the bundled products (spec 001 §3). */
  bundled_products?: Maybe<Scalars['String']['output']>;
  collection_ids: Array<EntitySorting>;
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  excludeMockups: Array<Scalars['ID']['output']>;
  /** Generated 9-character id (spec 001 §9). */
  id: Scalars['ID']['output'];
  /** Storage keys; shown through /media/img/{size}/{key}. */
  images: Array<Scalars['String']['output']>;
  /** The product's id in the seller's store once pushed (or mapped). */
  origin_id?: Maybe<Scalars['String']['output']>;
  /** Product type SKU, product type id and 8 random alphanumerics joined by hyphens (spec 001 §9). */
  permalink: Scalars['String']['output'];
  print_areas: Array<ProductPrintArea>;
  product_stores: Array<ProductStore>;
  product_type_ids: Array<Scalars['ID']['output']>;
  product_types: Array<ProductType>;
  site?: Maybe<Site>;
  site_id: Scalars['ID']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  store_product_type?: Maybe<Scalars['String']['output']>;
  tag_ids: Array<EntitySorting>;
  title: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
  variants: Array<ProductVariant>;
  weight?: Maybe<Scalars['Float']['output']>;
  /** kg (default), g, oz, lb. */
  weight_unit: Scalars['String']['output'];
};

export type ProductFilter = {
  /** 20 by default. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Matches title, sku and id. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Sellers are always limited to their current site; staff may pass any. */
  site_id?: InputMaybe<Scalars['ID']['input']>;
};

export type ProductInput = {
  bundled_products?: InputMaybe<Scalars['String']['input']>;
  collection_ids?: InputMaybe<Array<EntitySortingInput>>;
  description?: InputMaybe<Scalars['String']['input']>;
  excludeMockups?: InputMaybe<Array<Scalars['ID']['input']>>;
  /**
   * On create: the 9-character id the form generated and rendered mockups for (generateProductMockups
   * claimed it for the caller); omitted = the server generates one. Ignored on update.
   */
  id?: InputMaybe<Scalars['ID']['input']>;
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Generated when omitted. */
  permalink?: InputMaybe<Scalars['String']['input']>;
  print_areas?: InputMaybe<Array<ProductPrintAreaInput>>;
  product_type_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  site_id?: InputMaybe<Scalars['ID']['input']>;
  tag_ids?: InputMaybe<Array<EntitySortingInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  variants?: InputMaybe<Array<ProductVariantInput>>;
  weight?: InputMaybe<Scalars['Float']['input']>;
  weight_unit?: InputMaybe<Scalars['String']['input']>;
};

/** What generateProductMockups started: live updates (generateMockupProduct) follow each render. */
export type ProductMockupBatch = {
  __typename?: 'ProductMockupBatch';
  productId: Scalars['ID']['output'];
  renders: Array<ProductMockupRender>;
  /** Renders started; 0 when no mockup of the product types applies. */
  total: Scalars['Int']['output'];
};

/** A render of one mockup for a group of the product's variants. */
export type ProductMockupRender = {
  __typename?: 'ProductMockupRender';
  id: Scalars['ID']['output'];
  /** Storage key of the image once rendered. */
  image?: Maybe<Scalars['String']['output']>;
  log?: Maybe<Scalars['String']['output']>;
  mockupId: Scalars['ID']['output'];
  productTypeId: Scalars['ID']['output'];
  sorting: Scalars['Int']['output'];
  /** rendering | done | failed */
  status: Scalars['String']['output'];
  /** Product type variant ids the image is for. */
  variantIds: Array<Scalars['ID']['output']>;
};

export type ProductPage = {
  __typename?: 'ProductPage';
  count: Scalars['Int']['output'];
  hits: Array<Product>;
};

export type ProductPrintArea = {
  __typename?: 'ProductPrintArea';
  artwork_id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  product_type_id: Scalars['ID']['output'];
  product_type_print_area_id: Scalars['ID']['output'];
};

export type ProductPrintAreaInput = {
  artwork_id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  product_type_id: Scalars['ID']['input'];
  product_type_print_area_id: Scalars['ID']['input'];
};

export type ProductStore = {
  __typename?: 'ProductStore';
  origin_id?: Maybe<Scalars['String']['output']>;
  site_id: Scalars['ID']['output'];
};

/** A base product the provider makes (a tee, a mug). Other subgraphs extend it by id. */
export type ProductType = {
  __typename?: 'ProductType';
  attributes: Array<Attribute>;
  categories: Array<Category>;
  created_at: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Storage keys of the type's images; shown through /media/img/{size}/{key}. */
  images: Array<Scalars['String']['output']>;
  max_base_cost?: Maybe<Scalars['Float']['output']>;
  /** Lowest and highest base cost among active variants that have one (picker card); null when none. */
  min_base_cost?: Maybe<Scalars['Float']['output']>;
  /** Link to a downloadable mockup file (the picker's download-mockup link). */
  mockup?: Maybe<Scalars['String']['output']>;
  printAreas: Array<PrintArea>;
  product_type_carriers: Array<ProductTypeCarrier>;
  /** Ordered by sorting. */
  product_type_variants: Array<ProductTypeVariant>;
  sku: Scalars['String']['output'];
  /** active | inactive */
  state: Scalars['String']['output'];
  /** The users who produce this product type (Supplier role), resolved by users-sites. */
  suppliers: Array<User>;
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

/** One carrier a product type ships with, at its price. */
export type ProductTypeCarrier = {
  __typename?: 'ProductTypeCarrier';
  carrier: Carrier;
  /** The carrier chosen when nobody picks one (at most one per product type). */
  default: Scalars['Boolean']['output'];
  price: Scalars['Float']['output'];
};

export type ProductTypeCarrierInput = {
  carrier_id: Scalars['ID']['input'];
  default?: InputMaybe<Scalars['Boolean']['input']>;
  price: Scalars['Float']['input'];
};

export type ProductTypeFilter = {
  category_id?: InputMaybe<Scalars['ID']['input']>;
  /** 1000 at most (spec 001 §9). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Only types with at least one active variant that has a base cost (the product picker). */
  priced_only?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches title and sku. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** active | inactive; omitted = both. */
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ProductTypeInput = {
  attributes?: InputMaybe<Array<AttributeInput>>;
  /** Category ids. */
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  mockup?: InputMaybe<Scalars['String']['input']>;
  printAreas?: InputMaybe<Array<PrintAreaInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ProductTypePage = {
  __typename?: 'ProductTypePage';
  count: Scalars['Int']['output'];
  hits: Array<ProductType>;
};

export type ProductTypeVariant = {
  __typename?: 'ProductTypeVariant';
  attributes: Array<VariantAttribute>;
  base_cost?: Maybe<Scalars['Float']['output']>;
  carrier_costs: Array<CarrierCost>;
  id: Scalars['ID']['output'];
  is_active: Scalars['Boolean']['output'];
  print_sizes: Array<PrintSize>;
  product_type_id: Scalars['ID']['output'];
  /** Regular price. */
  retail_cost?: Maybe<Scalars['Float']['output']>;
  /** Sale price. */
  sale_cost?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  sorting: Scalars['Int']['output'];
};

export type ProductTypeVariantInput = {
  attributes?: InputMaybe<Array<VariantAttributeInput>>;
  base_cost?: InputMaybe<Scalars['Float']['input']>;
  carrier_costs?: InputMaybe<Array<CarrierCostInput>>;
  /** Present to update an existing variant. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** true when omitted (a new variant is active). */
  is_active?: InputMaybe<Scalars['Boolean']['input']>;
  print_sizes?: InputMaybe<Array<PrintSizeInput>>;
  product_type_id?: InputMaybe<Scalars['ID']['input']>;
  retail_cost?: InputMaybe<Scalars['Float']['input']>;
  sale_cost?: InputMaybe<Scalars['Float']['input']>;
  sku?: InputMaybe<Scalars['String']['input']>;
  sorting?: InputMaybe<Scalars['Int']['input']>;
};

/** A product's sellable variant; orders refer to it by id. */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  active: Scalars['Boolean']['output'];
  /** Design state of the variant's print files; null until orders generate them. */
  design_status?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Storage key of the variant image. */
  image?: Maybe<Scalars['String']['output']>;
  mockup_id?: Maybe<Scalars['ID']['output']>;
  /** Sale price; null when there is none. */
  price?: Maybe<Scalars['Float']['output']>;
  product_type_id: Scalars['ID']['output'];
  product_type_variant: ProductTypeVariant;
  product_type_variant_id: Scalars['ID']['output'];
  regular_price: Scalars['Float']['output'];
  sorting: Scalars['Int']['output'];
};

export type ProductVariantInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  mockup_id?: InputMaybe<Scalars['ID']['input']>;
  /** Sale price. */
  price?: InputMaybe<Scalars['Float']['input']>;
  product_type_id: Scalars['ID']['input'];
  product_type_variant_id: Scalars['ID']['input'];
  regular_price?: InputMaybe<Scalars['Float']['input']>;
  sorting?: InputMaybe<Scalars['Int']['input']>;
};

export type Query = {
  __typename?: 'Query';
  campaignStores: CampaignStorePage;
  /** Every carrier, by name. */
  carriers: Array<Carrier>;
  categories: CategoryPage;
  categoryById?: Maybe<Category>;
  productByID?: Maybe<Product>;
  /** Which of these store product ids are already mapped to a product of the site. */
  productCheckOriginIDs: Array<Scalars['String']['output']>;
  productTypeById?: Maybe<ProductType>;
  productTypeByIds: Array<ProductType>;
  /** Ordered by sorting. */
  productTypeVariants: Array<ProductTypeVariant>;
  productTypes: ProductTypePage;
  products: ProductPage;
};


export type QueryCampaignStoresArgs = {
  filter?: InputMaybe<CampaignStoreFilter>;
};


export type QueryCategoriesArgs = {
  filter?: InputMaybe<CategoryFilter>;
};


export type QueryCategoryByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductCheckOriginIDsArgs = {
  origin_ids: Array<Scalars['String']['input']>;
  site_id: Scalars['ID']['input'];
};


export type QueryProductTypeByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductTypeByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryProductTypeVariantsArgs = {
  product_type_id: Scalars['ID']['input'];
};


export type QueryProductTypesArgs = {
  filter?: InputMaybe<ProductTypeFilter>;
};


export type QueryProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
};

/** Owned by users-sites. */
export type Site = {
  __typename?: 'Site';
  id: Scalars['ID']['output'];
};

/** Owned by users-sites; the catalog only points at it. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
};

export type VariantAttribute = {
  __typename?: 'VariantAttribute';
  name: Scalars['String']['output'];
  option: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type VariantAttributeInput = {
  name: Scalars['String']['input'];
  option: Scalars['String']['input'];
  slug: Scalars['String']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Artwork: Artwork;
  CampaignStore: CampaignStore;
  Product: Product;
  ProductType: ProductType;
  ProductTypeVariant: ProductTypeVariant;
  ProductVariant: ProductVariant;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Artwork:
    ( { __typename: 'Artwork' }
    & GraphQLRecursivePick<FederationTypes['Artwork'], {"id":true}> );
  CampaignStore:
    ( { __typename: 'CampaignStore' }
    & GraphQLRecursivePick<FederationTypes['CampaignStore'], {"id":true}> );
  Product:
    ( { __typename: 'Product' }
    & GraphQLRecursivePick<FederationTypes['Product'], {"id":true}> );
  ProductType:
    ( { __typename: 'ProductType' }
    & GraphQLRecursivePick<FederationTypes['ProductType'], {"id":true}> );
  ProductTypeVariant:
    ( { __typename: 'ProductTypeVariant' }
    & GraphQLRecursivePick<FederationTypes['ProductTypeVariant'], {"id":true}> );
  ProductVariant:
    ( { __typename: 'ProductVariant' }
    & GraphQLRecursivePick<FederationTypes['ProductVariant'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Artwork: ResolverTypeWrapper<ArtworkRefModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Attribute: ResolverTypeWrapper<Attribute>;
  AttributeInput: AttributeInput;
  CampaignStore: ResolverTypeWrapper<CampaignStoreModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CampaignStoreFilter: CampaignStoreFilter;
  CampaignStorePage: ResolverTypeWrapper<Omit<CampaignStorePage, 'hits'> & { hits: Array<ResolversTypes['CampaignStore']> }>;
  Carrier: ResolverTypeWrapper<Carrier>;
  CarrierCost: ResolverTypeWrapper<CarrierCost>;
  CarrierCostInput: CarrierCostInput;
  Category: ResolverTypeWrapper<CategoryModel>;
  CategoryFilter: CategoryFilter;
  CategoryInput: CategoryInput;
  CategoryPage: ResolverTypeWrapper<Omit<CategoryPage, 'hits'> & { hits: Array<ResolversTypes['Category']> }>;
  EntitySorting: ResolverTypeWrapper<EntitySorting>;
  EntitySortingInput: EntitySortingInput;
  GenerateProductMockupInput: GenerateProductMockupInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PrintArea: ResolverTypeWrapper<PrintAreaModel>;
  PrintAreaInput: PrintAreaInput;
  PrintSize: ResolverTypeWrapper<PrintSize>;
  PrintSizeInput: PrintSizeInput;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductMockupBatch: ResolverTypeWrapper<ProductMockupBatchModel>;
  ProductMockupRender: ResolverTypeWrapper<ProductMockupJobModel>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'hits'> & { hits: Array<ResolversTypes['Product']> }>;
  ProductPrintArea: ResolverTypeWrapper<ProductPrintAreaModel>;
  ProductPrintAreaInput: ProductPrintAreaInput;
  ProductStore: ResolverTypeWrapper<ProductStoreModel>;
  ProductType: ResolverTypeWrapper<ProductTypeModel>;
  ProductTypeCarrier: ResolverTypeWrapper<ProductTypeCarrierModel>;
  ProductTypeCarrierInput: ProductTypeCarrierInput;
  ProductTypeFilter: ProductTypeFilter;
  ProductTypeInput: ProductTypeInput;
  ProductTypePage: ResolverTypeWrapper<Omit<ProductTypePage, 'hits'> & { hits: Array<ResolversTypes['ProductType']> }>;
  ProductTypeVariant: ResolverTypeWrapper<ProductTypeVariantModel>;
  ProductTypeVariantInput: ProductTypeVariantInput;
  ProductVariant: ResolverTypeWrapper<ProductVariantModel>;
  ProductVariantInput: ProductVariantInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Site: ResolverTypeWrapper<Site>;
  User: ResolverTypeWrapper<User>;
  VariantAttribute: ResolverTypeWrapper<VariantAttribute>;
  VariantAttributeInput: VariantAttributeInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Artwork: ArtworkRefModel;
  ID: Scalars['ID']['output'];
  Attribute: Attribute;
  AttributeInput: AttributeInput;
  CampaignStore: CampaignStoreModel;
  Boolean: Scalars['Boolean']['output'];
  CampaignStoreFilter: CampaignStoreFilter;
  CampaignStorePage: Omit<CampaignStorePage, 'hits'> & { hits: Array<ResolversParentTypes['CampaignStore']> };
  Carrier: Carrier;
  CarrierCost: CarrierCost;
  CarrierCostInput: CarrierCostInput;
  Category: CategoryModel;
  CategoryFilter: CategoryFilter;
  CategoryInput: CategoryInput;
  CategoryPage: Omit<CategoryPage, 'hits'> & { hits: Array<ResolversParentTypes['Category']> };
  EntitySorting: EntitySorting;
  EntitySortingInput: EntitySortingInput;
  GenerateProductMockupInput: GenerateProductMockupInput;
  Mutation: Record<PropertyKey, never>;
  PrintArea: PrintAreaModel;
  PrintAreaInput: PrintAreaInput;
  PrintSize: PrintSize;
  PrintSizeInput: PrintSizeInput;
  Product: ProductModel;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductMockupBatch: ProductMockupBatchModel;
  ProductMockupRender: ProductMockupJobModel;
  ProductPage: Omit<ProductPage, 'hits'> & { hits: Array<ResolversParentTypes['Product']> };
  ProductPrintArea: ProductPrintAreaModel;
  ProductPrintAreaInput: ProductPrintAreaInput;
  ProductStore: ProductStoreModel;
  ProductType: ProductTypeModel;
  ProductTypeCarrier: ProductTypeCarrierModel;
  ProductTypeCarrierInput: ProductTypeCarrierInput;
  ProductTypeFilter: ProductTypeFilter;
  ProductTypeInput: ProductTypeInput;
  ProductTypePage: Omit<ProductTypePage, 'hits'> & { hits: Array<ResolversParentTypes['ProductType']> };
  ProductTypeVariant: ProductTypeVariantModel;
  ProductTypeVariantInput: ProductTypeVariantInput;
  ProductVariant: ProductVariantModel;
  ProductVariantInput: ProductVariantInput;
  Query: Record<PropertyKey, never>;
  Site: Site;
  User: User;
  VariantAttribute: VariantAttribute;
  VariantAttributeInput: VariantAttributeInput;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
};

export type InaccessibleDirectiveArgs = { };

export type InaccessibleDirectiveResolver<Result, Parent, ContextType = CatalogContext, Args = InaccessibleDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type InterfaceObjectDirectiveArgs = { };

export type InterfaceObjectDirectiveResolver<Result, Parent, ContextType = CatalogContext, Args = InterfaceObjectDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LimitDirectiveArgs = {
  max?: Maybe<Scalars['Float']['input']>;
  maxDepth?: Maybe<Scalars['Int']['input']>;
  maxItems?: Maybe<Scalars['Int']['input']>;
  maxLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
};

export type LimitDirectiveResolver<Result, Parent, ContextType = CatalogContext, Args = LimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  as?: Maybe<Scalars['String']['input']>;
  for?: Maybe<Scalars['String']['input']>;
  import?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
  url: Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = CatalogContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type OverrideDirectiveArgs = {
  from: Scalars['String']['input'];
};

export type OverrideDirectiveResolver<Result, Parent, ContextType = CatalogContext, Args = OverrideDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = CatalogContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type TagDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type TagDirectiveResolver<Result, Parent, ContextType = CatalogContext, Args = TagDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ArtworkResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Artwork'] = ResolversParentTypes['Artwork'], FederationReferenceType extends FederationReferenceTypes['Artwork'] = FederationReferenceTypes['Artwork']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Artwork']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  usedIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttributeResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Attribute'] = ResolversParentTypes['Attribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignStoreResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['CampaignStore'] = ResolversParentTypes['CampaignStore'], FederationReferenceType extends FederationReferenceTypes['CampaignStore'] = FederationReferenceTypes['CampaignStore']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['CampaignStore']> | FederationReferenceType, FederationReferenceType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  log?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permalink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pushFirstTime?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pushedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['Site']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CampaignStorePageResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['CampaignStorePage'] = ResolversParentTypes['CampaignStorePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['CampaignStore']>, ParentType, ContextType>;
};

export type CarrierResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Carrier'] = ResolversParentTypes['Carrier']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarrierCostResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['CarrierCost'] = ResolversParentTypes['CarrierCost']> = {
  carrier_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creater?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalProductType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryPageResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['CategoryPage'] = ResolversParentTypes['CategoryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
};

export type EntitySortingResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['EntitySorting'] = ResolversParentTypes['EntitySorting']> = {
  entity_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationCreateCategoryArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createProductType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType, RequireFields<MutationCreateProductTypeArgs, 'input'>>;
  createProductTypeVariant?: Resolver<ResolversTypes['ProductTypeVariant'], ParentType, ContextType, RequireFields<MutationCreateProductTypeVariantArgs, 'input'>>;
  deleteCampaignStore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCampaignStoreArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  fetchProductFromSite?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationFetchProductFromSiteArgs, 'product_id' | 'site_id'>>;
  fetchProductVariants?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationFetchProductVariantsArgs, 'site_id'>>;
  generateProductMockups?: Resolver<ResolversTypes['ProductMockupBatch'], ParentType, ContextType, RequireFields<MutationGenerateProductMockupsArgs, 'input'>>;
  retryPushCampaignStore?: Resolver<ResolversTypes['CampaignStore'], ParentType, ContextType, RequireFields<MutationRetryPushCampaignStoreArgs, 'id'>>;
  saveProductTypeVariants?: Resolver<Array<ResolversTypes['ProductTypeVariant']>, ParentType, ContextType, RequireFields<MutationSaveProductTypeVariantsArgs, 'product_type_id' | 'variants'>>;
  updateCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProductType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType, RequireFields<MutationUpdateProductTypeArgs, 'id' | 'input'>>;
  updateProductTypeCarriers?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType, RequireFields<MutationUpdateProductTypeCarriersArgs, 'carriers' | 'product_type_id'>>;
  updateProductTypePrintAreas?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType, RequireFields<MutationUpdateProductTypePrintAreasArgs, 'print_areas' | 'product_type_id'>>;
};

export type PrintAreaResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['PrintArea'] = ResolversParentTypes['PrintArea']> = {
  dpi?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mockup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mockupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variant_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PrintSizeResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['PrintSize'] = ResolversParentTypes['PrintSize']> = {
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  print_area_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product'], FederationReferenceType extends FederationReferenceTypes['Product'] = FederationReferenceTypes['Product']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Product']> | FederationReferenceType, FederationReferenceType, ContextType>;
  bundled_products?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  collection_ids?: Resolver<Array<ResolversTypes['EntitySorting']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excludeMockups?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  origin_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permalink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  print_areas?: Resolver<Array<ResolversTypes['ProductPrintArea']>, ParentType, ContextType>;
  product_stores?: Resolver<Array<ResolversTypes['ProductStore']>, ParentType, ContextType>;
  product_type_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  product_types?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['Site']>, ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_product_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tag_ids?: Resolver<Array<ResolversTypes['EntitySorting']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weight_unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductMockupBatchResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductMockupBatch'] = ResolversParentTypes['ProductMockupBatch']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  renders?: Resolver<Array<ResolversTypes['ProductMockupRender']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductMockupRenderResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductMockupRender'] = ResolversParentTypes['ProductMockupRender']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  log?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mockupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sorting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
};

export type ProductPrintAreaResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductPrintArea'] = ResolversParentTypes['ProductPrintArea']> = {
  artwork_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_type_print_area_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductStoreResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductStore'] = ResolversParentTypes['ProductStore']> = {
  origin_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductTypeResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductType'] = ResolversParentTypes['ProductType'], FederationReferenceType extends FederationReferenceTypes['ProductType'] = FederationReferenceTypes['ProductType']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ProductType']> | FederationReferenceType, FederationReferenceType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['Attribute']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  max_base_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min_base_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mockup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  printAreas?: Resolver<Array<ResolversTypes['PrintArea']>, ParentType, ContextType>;
  product_type_carriers?: Resolver<Array<ResolversTypes['ProductTypeCarrier']>, ParentType, ContextType>;
  product_type_variants?: Resolver<Array<ResolversTypes['ProductTypeVariant']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suppliers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductTypeCarrierResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductTypeCarrier'] = ResolversParentTypes['ProductTypeCarrier']> = {
  carrier?: Resolver<ResolversTypes['Carrier'], ParentType, ContextType>;
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductTypePageResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductTypePage'] = ResolversParentTypes['ProductTypePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType>;
};

export type ProductTypeVariantResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductTypeVariant'] = ResolversParentTypes['ProductTypeVariant'], FederationReferenceType extends FederationReferenceTypes['ProductTypeVariant'] = FederationReferenceTypes['ProductTypeVariant']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ProductTypeVariant']> | FederationReferenceType, FederationReferenceType, ContextType>;
  attributes?: Resolver<Array<ResolversTypes['VariantAttribute']>, ParentType, ContextType>;
  base_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  carrier_costs?: Resolver<Array<ResolversTypes['CarrierCost']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  print_sizes?: Resolver<Array<ResolversTypes['PrintSize']>, ParentType, ContextType>;
  product_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  retail_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sale_cost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant'], FederationReferenceType extends FederationReferenceTypes['ProductVariant'] = FederationReferenceTypes['ProductVariant']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ProductVariant']> | FederationReferenceType, FederationReferenceType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  design_status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mockup_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  product_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product_type_variant?: Resolver<ResolversTypes['ProductTypeVariant'], ParentType, ContextType>;
  product_type_variant_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  regular_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sorting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  campaignStores?: Resolver<ResolversTypes['CampaignStorePage'], ParentType, ContextType, Partial<QueryCampaignStoresArgs>>;
  carriers?: Resolver<Array<ResolversTypes['Carrier']>, ParentType, ContextType>;
  categories?: Resolver<ResolversTypes['CategoryPage'], ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  categoryById?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryByIdArgs, 'id'>>;
  productByID?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductByIdArgs, 'id'>>;
  productCheckOriginIDs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryProductCheckOriginIDsArgs, 'origin_ids' | 'site_id'>>;
  productTypeById?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType, RequireFields<QueryProductTypeByIdArgs, 'id'>>;
  productTypeByIds?: Resolver<Array<ResolversTypes['ProductType']>, ParentType, ContextType, RequireFields<QueryProductTypeByIdsArgs, 'ids'>>;
  productTypeVariants?: Resolver<Array<ResolversTypes['ProductTypeVariant']>, ParentType, ContextType, RequireFields<QueryProductTypeVariantsArgs, 'product_type_id'>>;
  productTypes?: Resolver<ResolversTypes['ProductTypePage'], ParentType, ContextType, Partial<QueryProductTypesArgs>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, Partial<QueryProductsArgs>>;
};

export type SiteResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type VariantAttributeResolvers<ContextType = CatalogContext, ParentType extends ResolversParentTypes['VariantAttribute'] = ResolversParentTypes['VariantAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = CatalogContext> = {
  Artwork?: ArtworkResolvers<ContextType>;
  Attribute?: AttributeResolvers<ContextType>;
  CampaignStore?: CampaignStoreResolvers<ContextType>;
  CampaignStorePage?: CampaignStorePageResolvers<ContextType>;
  Carrier?: CarrierResolvers<ContextType>;
  CarrierCost?: CarrierCostResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryPage?: CategoryPageResolvers<ContextType>;
  EntitySorting?: EntitySortingResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PrintArea?: PrintAreaResolvers<ContextType>;
  PrintSize?: PrintSizeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductMockupBatch?: ProductMockupBatchResolvers<ContextType>;
  ProductMockupRender?: ProductMockupRenderResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPrintArea?: ProductPrintAreaResolvers<ContextType>;
  ProductStore?: ProductStoreResolvers<ContextType>;
  ProductType?: ProductTypeResolvers<ContextType>;
  ProductTypeCarrier?: ProductTypeCarrierResolvers<ContextType>;
  ProductTypePage?: ProductTypePageResolvers<ContextType>;
  ProductTypeVariant?: ProductTypeVariantResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VariantAttribute?: VariantAttributeResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = CatalogContext> = {
  inaccessible?: InaccessibleDirectiveResolver<any, any, ContextType>;
  interfaceObject?: InterfaceObjectDirectiveResolver<any, any, ContextType>;
  limit?: LimitDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  override?: OverrideDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
  tag?: TagDirectiveResolver<any, any, ContextType>;
};

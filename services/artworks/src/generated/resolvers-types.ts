import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ArtworkCategoryNode as ArtworkCategoryNodeModel } from '../artwork-categories/artwork-category.kind';
import type { ArtworkRecord as ArtworkRecordModel } from '../artworks/artwork.service';
import type { ArtworkVersionRow as ArtworkVersionRowModel } from '../artworks/artwork-versions';
import type { MockupRow as MockupRowModel } from '../mockups/mockup.entity';
import type { FontRecord as FontRecordModel, FontVariantRow as FontVariantRowModel } from '../fonts/font.entity';
import type { PsdImportRow as PsdImportRowModel } from '../psd-import/psd-import.entity';
import type { ClipartCategoryNode as ClipartCategoryNodeModel } from '../clipart-categories/clipart-category.kind';
import type { ClipartRow as ClipartRowModel } from '../cliparts/clipart.entity';
import type { ArtworkPrintCheckResult as ArtworkPrintCheckResultModel } from '../artwork-print-checks/artwork-print-check.service';
import type { LayerPrintCheck as LayerPrintCheckModel } from '@pod/artwork-scene';
import type { ArtworksContext } from '../context';
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
  /** Any JSON value: the artwork document parts and mockup layers are stored as the editor sends them. */
  JSON: { input: unknown; output: unknown; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** A design: templates of layers plus shared layers. Sellers own theirs. */
export type Artwork = {
  __typename?: 'Artwork';
  author: User;
  categories: Array<ArtworkCategory>;
  /**
   * The clipart categories the artwork's layers pick from (layer clipartCategory, else the personalised
   * default's category), of the artwork owner's tree only: what media gives the renderer for print files
   * and previews, for drawing the same picture in the browser.
   */
  clipartCategories: Array<RenderClipartCategory>;
  createdAt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** When locked, the artwork cannot be edited, saved or deleted. */
  lock: Scalars['Boolean']['output'];
  /**
   * Storage key of the latest save's preview PNG (600 px on the long side, rendered by media with
   * the print-file renderer); show it through /media/img/{size}/{preview} (mediaImageUrl of
   * @pod/platform), as banners' imageUrl and mockups' preview. Null until the first preview is
   * ready (show /no-preview.jpg); after a later save it stays the previous one until the newer
   * one is ready, and an older render never replaces a newer one.
   */
  preview?: Maybe<Scalars['String']['output']>;
  sharedLayers: Scalars['JSON']['output'];
  /** True when deleting needs confirmTitle (the artwork belongs to the configured owner, spec 002 §6). */
  strongDeleteConfirm: Scalars['Boolean']['output'];
  templateDisplayLabel?: Maybe<Scalars['String']['output']>;
  templateDisplayMode?: Maybe<Scalars['String']['output']>;
  /** [{ title, isDefault, layers, preview, thumbnail }] */
  templates: Scalars['JSON']['output'];
  title: Scalars['String']['output'];
  /** Last save (the list's "last changed"). */
  updatedAt: Scalars['String']['output'];
  /** Owner's user id. */
  userID: Scalars['ID']['output'];
  /**
   * Every save that changed what prints, newest first (the Versions drawer). Versions never change;
   * orders keep the one they were sold with. pageSize defaults to 20 (at most 100); -1 up to 1000.
   */
  versions: ArtworkVersionPage;
  width: Scalars['Int']['output'];
};


/** A design: templates of layers plus shared layers. Sellers own theirs. */
export type ArtworkVersionsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A folder of artworks (spec 002 §3). Sellers own theirs; the tree nests up to 9 levels. */
export type ArtworkCategory = {
  __typename?: 'ArtworkCategory';
  /** Subcategories, sorted by title, nested down to the 9th level. */
  children: Array<ArtworkCategory>;
  createdAt: Scalars['String']['output'];
  deletedAt?: Maybe<Scalars['String']['output']>;
  hasChild: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Live artworks filed directly in this category. */
  numberOfArtworks: Scalars['Int']['output'];
  parentID?: Maybe<Scalars['ID']['output']>;
  /** Deleting needs the exact title as confirmTitle: the category belongs to the configured owner (spec 002 §6, STRONG_CONFIRM_OWNER_ID). */
  strongDeleteConfirm: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** Owner's user id. */
  userID: Scalars['ID']['output'];
  user_id: Scalars['ID']['output'];
};

export type ArtworkCategoryPage = {
  __typename?: 'ArtworkCategoryPage';
  /** Categories at the requested level. */
  count: Scalars['Int']['output'];
  hits: Array<ArtworkCategory>;
  /** Live artworks of the owner(s) this tree covers: the 'All Categories' count of the tree panel. */
  numberOfArtworks: Scalars['Int']['output'];
};

export type ArtworkPage = {
  __typename?: 'ArtworkPage';
  count: Scalars['Int']['output'];
  hits: Array<Artwork>;
};

export type ArtworkPrintCheck = {
  __typename?: 'ArtworkPrintCheck';
  artworkID: Scalars['ID']['output'];
  height: Scalars['Float']['output'];
  /** Layers that are soft or cut. */
  issues: Scalars['Int']['output'];
  layers: Array<PrintCheckLayer>;
  /** Below this effective dpi an image is soft (150). */
  lowDpiThreshold: Scalars['Int']['output'];
  /** Print-area pixels per artwork unit (the artwork scaled uniformly into the print area and centred, as print files place it). */
  scale: Scalars['Float']['output'];
  /** The version checked: the artwork's current one. */
  version: Scalars['Int']['output'];
  /** The artwork's size: the units of the corners. */
  width: Scalars['Float']['output'];
};

/** One PSD import as the importer sees it; the live `artworkImportPSD(token)` carries the same fields. */
export type ArtworkPsdImport = {
  __typename?: 'ArtworkPsdImport';
  /** Why the import failed (a readable message), when failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The new artwork once done. */
  id?: Maybe<Scalars['ID']['output']>;
  /** importing | done | failed */
  status: Scalars['String']['output'];
  /** The token importArtworkFromPSD returned. */
  token: Scalars['ID']['output'];
  /** Fonts of the PSD's text layers that match none of our fonts; those layers use the default font. */
  unmatchedFonts: Array<Scalars['String']['output']>;
};

/** One immutable saved state of an artwork's document. */
export type ArtworkVersion = {
  __typename?: 'ArtworkVersion';
  /** Who saved it (staff may save a seller's artwork). */
  author: User;
  createdAt: Scalars['String']['output'];
  /** <artworkId>@<version>: what restoreArtworkVersion takes. */
  id: Scalars['ID']['output'];
  /** Storage key of this version's preview PNG, as Artwork.preview; null until media rendered it. */
  preview?: Maybe<Scalars['String']['output']>;
  /** 1 for the created artwork, one more per save that changed what prints. */
  version: Scalars['Int']['output'];
};

export type ArtworkVersionPage = {
  __typename?: 'ArtworkVersionPage';
  count: Scalars['Int']['output'];
  hits: Array<ArtworkVersion>;
};

/** A picture shoppers and designers pick from a clipart category. Sellers own theirs. */
export type Clipart = {
  __typename?: 'Clipart';
  author: User;
  category: ClipartCategory;
  categoryID: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  /** The picture (jpg or png), a media File. */
  file: File;
  id: Scalars['ID']['output'];
  /** True when the owner is the one configured user whose deletes need the title typed (spec 002 §6). */
  strongDeleteConfirm: Scalars['Boolean']['output'];
  /** The picture shown in lists when set (jpg or png), a media File. */
  thumbnail?: Maybe<File>;
  title: Scalars['String']['output'];
  /** Owner's user id. */
  userID: Scalars['ID']['output'];
};

/** A folder of cliparts (spec 002 §3). Sellers own theirs; the tree nests up to 9 levels. */
export type ClipartCategory = {
  __typename?: 'ClipartCategory';
  /** Subcategories, sorted by title, nested down to the 9th level. */
  children: Array<ClipartCategory>;
  createdAt: Scalars['String']['output'];
  displaySettings?: Maybe<ClipartDisplaySettings>;
  hasChild: Scalars['Boolean']['output'];
  /** Whether live cliparts are filed directly in this category; such a category cannot get subcategories. */
  hasClipart: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Live cliparts in this category and in every category below it (counts roll up from children). */
  numberOfCliparts: Scalars['Int']['output'];
  parentID?: Maybe<Scalars['ID']['output']>;
  /** True when the owner is the one configured user whose deletes need the title typed (spec 002 §6). */
  strongDeleteConfirm: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** Owner's user id. */
  userID: Scalars['ID']['output'];
};

export type ClipartCategoryPage = {
  __typename?: 'ClipartCategoryPage';
  count: Scalars['Int']['output'];
  hits: Array<ClipartCategory>;
};

/**
 * Per-category layer settings (spec 002 §3 "Per-clipart-category layer settings"): when a shopper
 * picks a clipart of this category, these replace the layer's own geometry and crop.
 */
export type ClipartDisplaySettings = {
  __typename?: 'ClipartDisplaySettings';
  absolutePosition?: Maybe<Scalars['Boolean']['output']>;
  cropHeight?: Maybe<Scalars['Float']['output']>;
  cropWidth?: Maybe<Scalars['Float']['output']>;
  cropX?: Maybe<Scalars['Float']['output']>;
  cropY?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Float']['output']>;
  rotation?: Maybe<Scalars['Float']['output']>;
  scaleX?: Maybe<Scalars['Float']['output']>;
  scaleY?: Maybe<Scalars['Float']['output']>;
  width?: Maybe<Scalars['Float']['output']>;
  x?: Maybe<Scalars['Float']['output']>;
  y?: Maybe<Scalars['Float']['output']>;
};

/** Fields left out are unset; send the whole set each time (the Setting form does). */
export type ClipartDisplaySettingsInput = {
  absolutePosition?: InputMaybe<Scalars['Boolean']['input']>;
  cropHeight?: InputMaybe<Scalars['Float']['input']>;
  cropWidth?: InputMaybe<Scalars['Float']['input']>;
  cropX?: InputMaybe<Scalars['Float']['input']>;
  cropY?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  rotation?: InputMaybe<Scalars['Float']['input']>;
  scaleX?: InputMaybe<Scalars['Float']['input']>;
  scaleY?: InputMaybe<Scalars['Float']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
  x?: InputMaybe<Scalars['Float']['input']>;
  y?: InputMaybe<Scalars['Float']['input']>;
};

export type ClipartPage = {
  __typename?: 'ClipartPage';
  count: Scalars['Int']['output'];
  hits: Array<Clipart>;
};

export type CreateArtworkInput = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  height?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** An uploaded file, owned by media (cliparts' pictures and thumbnails). */
export type File = {
  __typename?: 'File';
  id: Scalars['ID']['output'];
};

/**
 * A font family (spec 002 §3). A selection is stored as '{id}-{variant}'. Global fonts are the
 * Administrator's and everyone's; custom fonts belong to their uploader.
 */
export type Font = {
  __typename?: 'Font';
  createdAt: Scalars['String']['output'];
  family: Scalars['String']['output'];
  global: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The uploader; null for global fonts. */
  userID?: Maybe<Scalars['ID']['output']>;
  variants: Array<FontVariant>;
};

/** An upload registered like createFile's input: the object at `key` is checked by its bytes (.ttf only). */
export type FontFileInput = {
  /** Defaults to 'font/ttf'. */
  file_mime?: InputMaybe<Scalars['String']['input']>;
  file_name: Scalars['String']['input'];
  file_size: Scalars['Float']['input'];
  key: Scalars['String']['input'];
  /** Always 'aws' (the default). */
  source?: InputMaybe<Scalars['String']['input']>;
};

export type FontPage = {
  __typename?: 'FontPage';
  count: Scalars['Int']['output'];
  hits: Array<Font>;
};

/** One style of a family: the weight ('regular' for 400, else 100–900) then 'italic' when italic, e.g. regular, italic, 700, 700italic. */
export type FontVariant = {
  __typename?: 'FontVariant';
  /**
   * The .ttf (a media File): `url` is what the browser loads (FontFace), and the renderer reads the
   * very same stored object.
   */
  file: File;
  /** The PostScript name read from the file (PSD text layers name their font by it). */
  postscriptName?: Maybe<Scalars['String']['output']>;
  variant: Scalars['String']['output'];
};

/** A product picture artworks are placed on: an uploaded jpg, png or psd with its size and a web preview. */
export type Mockup = {
  __typename?: 'Mockup';
  createdAt: Scalars['String']['output'];
  fileID: Scalars['ID']['output'];
  /** Storage key and media File id of the uploaded original. */
  fileKey: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isProductBaseMockup: Scalars['Boolean']['output'];
  /**
   * Mockup layers (Text, Image, Group, Printarea), written by the mockup editor: the typed mockup
   * model of @pod/artwork-scene (MockupLayer[]), checked on every save.
   */
  layers: Scalars['JSON']['output'];
  ordering: Scalars['Int']['output'];
  /** Storage key of a web image of the mockup (a PNG made from a PSD's composite); served through /media/img/{size}/{key}. */
  preview: Scalars['String']['output'];
  productID?: Maybe<Scalars['ID']['output']>;
  productType: ProductType;
  productTypeID: Scalars['ID']['output'];
  settings: MockupSettings;
  /** active (the only value so far) */
  status: Scalars['String']['output'];
  /** The file name without its extension. */
  title: Scalars['String']['output'];
  variantIds: Array<Scalars['ID']['output']>;
  width: Scalars['Int']['output'];
};

export type MockupOrderingInput = {
  mockup_id: Scalars['ID']['input'];
  ordering: Scalars['Int']['input'];
};

export type MockupSettings = {
  __typename?: 'MockupSettings';
  /** The chips chosen per attribute: [{ slug, values }] (@pod/artwork-scene ApplyToVariants). */
  applyToVariants: Scalars['JSON']['output'];
  changeBgColorByVariantColor: Scalars['Boolean']['output'];
  /** Drawn behind the photo's transparent parts unless the variant's colour replaces it. */
  defaultBgColor?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Locks (status true) or unlocks an artwork; a locked artwork cannot be updated or deleted. */
  changeLockStatus: Artwork;
  createArtwork: Artwork;
  createArtworkCategory: ArtworkCategory;
  /**
   * Files an uploaded picture (a File id from createFile: jpg, jpeg, png, tif or tiff, checked by its
   * bytes; a TIFF becomes a PNG) in a category of the caller's tree that has no subcategories.
   * The title defaults to the file name without its extension.
   */
  createClipart: Clipart;
  /** 'Category title is required'; the parent may not hold cliparts itself. */
  createClipartCategory: ClipartCategory;
  /**
   * Adds the uploaded .ttf as a variant of a family (family and variant are read from the file;
   * `family` names the family instead). A variant of a family the same owner already has joins it.
   * global: true makes it a global font (Administrator only); otherwise it is the caller's custom font.
   * A file that is not a TrueType font: 'Please upload the correct font format (.ttf)!'.
   */
  createFont: Font;
  /**
   * Adds a mockup from a file registered with createFile: jpg, jpeg, png or psd, uploaded by the caller.
   * Without ordering it goes last. isProductTypeMockup (or no productID) makes it the product type's own.
   */
  createMockup: Mockup;
  /** Soft delete; refused for a locked artwork. confirmTitle must equal the title when strongDeleteConfirm is true. */
  deleteArtwork: Artwork;
  /** Refused while subcategories remain; confirmTitle must equal the title when strongDeleteConfirm is true. */
  deleteArtworkCategory: ArtworkCategory;
  /** confirmTitle must equal the title when strongDeleteConfirm is true. */
  deleteClipart: Clipart;
  /**
   * Removes the category with every nested category and clipart. confirmTitle must equal the title
   * when strongDeleteConfirm is true.
   */
  deleteClipartCategory: ClipartCategory;
  /** Removes the family from every list (global: Administrator only; custom: its owner or an Administrator). Designs using it still render. */
  deleteFont: Font;
  /** Product type mockups need productTypes.write; a product's own picture, whoever may edit the product. */
  deleteMockup: Mockup;
  /** Copies the document and categories to a new unlocked artwork of the same owner, titled "<title> (copy)". */
  duplicateArtwork: Artwork;
  duplicateArtworkCategory: ArtworkCategory;
  /**
   * The tree panel's Duplicate (spec 002 §2.2): copies the category and its whole subtree beside the
   * original, the copy titled "<title> (copy)", with their cliparts (new rows on the same files).
   */
  duplicateClipartCategory: ClipartCategory;
  /**
   * Starts importing an uploaded PSD (a File registered with createFile) as a new artwork filed in
   * categoryIDs; title defaults to the file name. Returns the token to follow with the live
   * `artworkImportPSD(token)`.
   */
  importArtworkFromPSD: Scalars['ID']['output'];
  /**
   * Asks media for the print-size PNG (the artwork's width × height at 300 dpi) of the artwork's
   * latest saved version with these shopper values (a map of layer id to value, as the shopper
   * preview form keeps them) and template (-1 = shared layers; default: the default template).
   * Returns a token; the answer arrives on the subscription artworkPrintFile(token), only for the
   * caller. Unsaved editor changes are not part of it: save first.
   */
  renderArtworkPrintFile: Scalars['String']['output'];
  /**
   * Saves the version's document (size, templates, shared layers, template display options) as a
   * new version, checked like updateArtwork; refused while locked. versionID: ArtworkVersion.id (or
   * the bare version number). Title and categories stay as they are.
   */
  restoreArtworkVersion: Artwork;
  /** Errors of the design document come back as BAD_USER_INPUT with extensions.errors [{ path, reason }]. */
  updateArtwork: Artwork;
  /** parentID null moves the category to the top level; omitted keeps it where it is. */
  updateArtworkCategory: ArtworkCategory;
  /**
   * Omitted arguments keep their value; parentID null moves the category to the top level. The
   * parent cannot be the category itself, one of its descendants, or a category holding cliparts.
   */
  updateClipartCategory: ClipartCategory;
  /** thumbnail_id: a File id from createFile (jpg, jpeg or png). */
  updateClipartThumbnail: Clipart;
  /** A non-empty title. */
  updateClipartTitle: Clipart;
  /**
   * The mockup editor's save (spec 002 §7). layers, settings, variantIds, width and height are the typed
   * mockup document, checked on the server with the editor's rules against the product type's print areas,
   * variants and attributes; productTypeID and productID must be the mockup's own; preview one of its pictures.
   */
  updateMockup: Mockup;
  /** A new order of mockups (spec 002 §7), in one transaction; answers them by ordering. */
  updateMockupOrdering: Array<Mockup>;
  /**
   * A seller's own picture for a product (spec 002 §7): a registered jpg, jpeg, png or psd upload of the
   * caller, added after the product's other pictures. Whoever may edit the product may add one.
   */
  uploadProductMockups: Mockup;
};


export type MutationChangeLockStatusArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['Boolean']['input'];
};


export type MutationCreateArtworkArgs = {
  input: CreateArtworkInput;
};


export type MutationCreateArtworkCategoryArgs = {
  parentID?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateClipartArgs = {
  categoryID: Scalars['ID']['input'];
  file: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateClipartCategoryArgs = {
  parentID?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateFontArgs = {
  family?: InputMaybe<Scalars['String']['input']>;
  file: FontFileInput;
  global?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateMockupArgs = {
  fileID: Scalars['ID']['input'];
  isProductBaseMockup?: InputMaybe<Scalars['Boolean']['input']>;
  isProductTypeMockup?: InputMaybe<Scalars['Boolean']['input']>;
  ordering?: InputMaybe<Scalars['Int']['input']>;
  productID?: InputMaybe<Scalars['ID']['input']>;
  productTypeID: Scalars['ID']['input'];
};


export type MutationDeleteArtworkArgs = {
  confirmTitle?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteArtworkCategoryArgs = {
  confirmTitle?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteClipartArgs = {
  confirmTitle?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteClipartCategoryArgs = {
  confirmTitle?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteFontArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMockupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateArtworkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateArtworkCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateClipartCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationImportArtworkFromPsdArgs = {
  categoryIDs: Array<Scalars['ID']['input']>;
  fileID: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRenderArtworkPrintFileArgs = {
  artworkID: Scalars['ID']['input'];
  personalization?: InputMaybe<Scalars['JSON']['input']>;
  template?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRestoreArtworkVersionArgs = {
  artworkID: Scalars['ID']['input'];
  versionID: Scalars['ID']['input'];
};


export type MutationUpdateArtworkArgs = {
  id: Scalars['ID']['input'];
  input: UpdateArtworkInput;
};


export type MutationUpdateArtworkCategoryArgs = {
  id: Scalars['ID']['input'];
  parentID?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateClipartCategoryArgs = {
  displaySettings?: InputMaybe<ClipartDisplaySettingsInput>;
  id: Scalars['ID']['input'];
  parentID?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateClipartThumbnailArgs = {
  id: Scalars['ID']['input'];
  thumbnail_id: Scalars['ID']['input'];
};


export type MutationUpdateClipartTitleArgs = {
  id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateMockupArgs = {
  height?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  layers?: InputMaybe<Scalars['JSON']['input']>;
  ordering?: InputMaybe<Scalars['Int']['input']>;
  preview?: InputMaybe<Scalars['String']['input']>;
  productID?: InputMaybe<Scalars['ID']['input']>;
  productTypeID?: InputMaybe<Scalars['ID']['input']>;
  settings?: InputMaybe<Scalars['JSON']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  variantIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  width?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateMockupOrderingArgs = {
  mockups: Array<MockupOrderingInput>;
};


export type MutationUploadProductMockupsArgs = {
  fileId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};

/** One drawn layer of the artwork as it prints on the print area. */
export type PrintCheckLayer = {
  __typename?: 'PrintCheckLayer';
  /** The layer's box (top-left, top-right, bottom-right, bottom-left of the layer) in artwork units; null when it has no size. */
  corners?: Maybe<Array<PrintCheckPoint>>;
  /** The layer reaches past the artwork's bounds: that part is cut off. */
  crossesEdge: Scalars['Boolean']['output'];
  /** The image's own pixels per printed inch (coarser axis); null for text and images whose size is not known. */
  effectiveDpi?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** image | text | label */
  kind: Scalars['String']['output'];
  /** effectiveDpi below lowDpiThreshold: the picture prints soft. */
  lowDpi: Scalars['Boolean']['output'];
  pixelHeight?: Maybe<Scalars['Int']['output']>;
  /** The image's pixels as drawn (the crop's when cropped). */
  pixelWidth?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
};

/** A corner of a layer's box, in artwork units. */
export type PrintCheckPoint = {
  __typename?: 'PrintCheckPoint';
  x: Scalars['Float']['output'];
  y: Scalars['Float']['output'];
};

/** A product type, owned by the catalog. */
export type ProductType = {
  __typename?: 'ProductType';
  id: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  artwork: Artwork;
  /** The category tree below parentID (roots when absent). Sellers always get their own; others may filter by userID. */
  artworkCategories: ArtworkCategoryPage;
  artworkCategory: ArtworkCategory;
  /**
   * The print check of an artwork on a print area of width × height pixels printed at dpi (the product
   * type's print area). Whoever may read the artwork may ask (a Seller only for their own: another's
   * reads as not found). Image sizes come from media; an image it cannot read has a null effectiveDpi.
   */
  artworkPrintCheck: ArtworkPrintCheck;
  /** The state of one of the caller's imports (for a page that missed the live event). */
  artworkPsdImport: ArtworkPsdImport;
  /**
   * Live artworks, newest first by default. Sellers always get their own; others may filter by userID.
   * categoryID: filed directly in that category. sortBy: createdAt | updatedAt | title | width | height;
   * order: asc | desc. pageSize defaults to 20 (at most 200); -1 returns every match, up to 10 000.
   */
  artworks: ArtworkPage;
  /**
   * The mockups of a product (spec 002 §7): the product types' own mockups plus the product's uploaded
   * pictures, by ordering. A product not saved yet, or not the caller's to read, adds no pictures.
   */
  campaignMockups: Array<Mockup>;
  clipart: Clipart;
  /** The tree below parentID (roots when absent), sorted by title. Sellers always get their own; others may filter by userID. */
  clipartCategories: ClipartCategoryPage;
  clipartCategory: ClipartCategory;
  /**
   * Live cliparts, newest first. categoryID: filed in any of these categories or below them (empty or
   * absent: every category). Sellers always get their own; others may filter by userID. pageSize
   * defaults to 20 (at most 200); page -1 / pageSize -1 return every match, up to 10 000.
   */
  cliparts: ClipartPage;
  /**
   * The choices of a clipart personalisation (spec 000 §7): the live cliparts filed in the category
   * and below it, newest first, up to 10 000. A Seller only for their own categories (another
   * owner's reads as not found, as clipartCategory(id)); staff with artworks.readAll for any.
   */
  clipartsByCategory: Array<Clipart>;
  /** A global font, or a custom one the caller may see. */
  font: Font;
  /**
   * Global fonts and custom fonts by family. A Seller gets the global ones and their own custom ones
   * (userID is ignored); others see every custom font, or one uploader's with userID.
   * global: true only global, false only custom. pageSize defaults to 900 (at most 1000); -1 all.
   */
  fonts: FontPage;
  /** A product type mockup; a product's own picture only for who may read the product. */
  mockup: Mockup;
  /** A product type's own mockups (spec 001 §7), by ordering. */
  mockups: Array<Mockup>;
  /** Same list under spec 002's name. */
  mockupsByProductType: Array<Mockup>;
  /** Global fonts only (the picker's 'Global Fonts' tab). */
  publicFonts: FontPage;
};


export type QueryArtworkArgs = {
  id: Scalars['ID']['input'];
};


export type QueryArtworkCategoriesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  parentID?: InputMaybe<Scalars['ID']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryArtworkCategoryArgs = {
  ID: Scalars['ID']['input'];
};


export type QueryArtworkPrintCheckArgs = {
  artworkID: Scalars['ID']['input'];
  dpi: Scalars['Int']['input'];
  height: Scalars['Float']['input'];
  width: Scalars['Float']['input'];
};


export type QueryArtworkPsdImportArgs = {
  token: Scalars['ID']['input'];
};


export type QueryArtworksArgs = {
  categoryID?: InputMaybe<Scalars['ID']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCampaignMockupsArgs = {
  productID?: InputMaybe<Scalars['ID']['input']>;
  productTypeIDs: Array<Scalars['ID']['input']>;
};


export type QueryClipartArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClipartCategoriesArgs = {
  parentID?: InputMaybe<Scalars['ID']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryClipartCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClipartsArgs = {
  categoryID?: InputMaybe<Array<Scalars['ID']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryClipartsByCategoryArgs = {
  categoryID: Scalars['ID']['input'];
};


export type QueryFontArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFontsArgs = {
  global?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  userID?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMockupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMockupsArgs = {
  productTypeID: Scalars['ID']['input'];
};


export type QueryMockupsByProductTypeArgs = {
  productTypeID: Scalars['ID']['input'];
};


export type QueryPublicFontsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A clipart a render may draw: its picture named by storage key (show it through /media/img/{size}/{key}). */
export type RenderClipart = {
  __typename?: 'RenderClipart';
  file: RenderClipartFile;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/**
 * A clipart category as print files and previews draw from it: the cliparts filed in it or below it
 * (live first, then deleted ones, so old orders still render) and its layer settings.
 */
export type RenderClipartCategory = {
  __typename?: 'RenderClipartCategory';
  cliparts: Array<RenderClipart>;
  displaySettings?: Maybe<ClipartDisplaySettings>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type RenderClipartFile = {
  __typename?: 'RenderClipartFile';
  file_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
};

/** Fields left out keep their value; the resulting document is validated as a whole. */
export type UpdateArtworkInput = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  height?: InputMaybe<Scalars['Int']['input']>;
  sharedLayers?: InputMaybe<Scalars['JSON']['input']>;
  templateDisplayLabel?: InputMaybe<Scalars['String']['input']>;
  templateDisplayMode?: InputMaybe<Scalars['String']['input']>;
  templates?: InputMaybe<Scalars['JSON']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** An account, owned by users-sites. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
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
  ArtworkCategory: ArtworkCategory;
  Clipart: Clipart;
  ClipartCategory: ClipartCategory;
  Font: Font;
  Mockup: Mockup;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Artwork:
    ( { __typename: 'Artwork' }
    & GraphQLRecursivePick<FederationTypes['Artwork'], {"id":true}> );
  ArtworkCategory:
    ( { __typename: 'ArtworkCategory' }
    & GraphQLRecursivePick<FederationTypes['ArtworkCategory'], {"id":true}> );
  Clipart:
    ( { __typename: 'Clipart' }
    & GraphQLRecursivePick<FederationTypes['Clipart'], {"id":true}> );
  ClipartCategory:
    ( { __typename: 'ClipartCategory' }
    & GraphQLRecursivePick<FederationTypes['ClipartCategory'], {"id":true}> );
  Font:
    ( { __typename: 'Font' }
    & GraphQLRecursivePick<FederationTypes['Font'], {"id":true}> );
  Mockup:
    ( { __typename: 'Mockup' }
    & GraphQLRecursivePick<FederationTypes['Mockup'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Artwork: ResolverTypeWrapper<ArtworkRecordModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ArtworkCategory: ResolverTypeWrapper<ArtworkCategoryNodeModel>;
  ArtworkCategoryPage: ResolverTypeWrapper<Omit<ArtworkCategoryPage, 'hits'> & { hits: Array<ResolversTypes['ArtworkCategory']> }>;
  ArtworkPage: ResolverTypeWrapper<Omit<ArtworkPage, 'hits'> & { hits: Array<ResolversTypes['Artwork']> }>;
  ArtworkPrintCheck: ResolverTypeWrapper<ArtworkPrintCheckResultModel>;
  ArtworkPsdImport: ResolverTypeWrapper<PsdImportRowModel>;
  ArtworkVersion: ResolverTypeWrapper<ArtworkVersionRowModel>;
  ArtworkVersionPage: ResolverTypeWrapper<Omit<ArtworkVersionPage, 'hits'> & { hits: Array<ResolversTypes['ArtworkVersion']> }>;
  Clipart: ResolverTypeWrapper<ClipartRowModel>;
  ClipartCategory: ResolverTypeWrapper<ClipartCategoryNodeModel>;
  ClipartCategoryPage: ResolverTypeWrapper<Omit<ClipartCategoryPage, 'hits'> & { hits: Array<ResolversTypes['ClipartCategory']> }>;
  ClipartDisplaySettings: ResolverTypeWrapper<ClipartDisplaySettings>;
  ClipartDisplaySettingsInput: ClipartDisplaySettingsInput;
  ClipartPage: ResolverTypeWrapper<Omit<ClipartPage, 'hits'> & { hits: Array<ResolversTypes['Clipart']> }>;
  CreateArtworkInput: CreateArtworkInput;
  File: ResolverTypeWrapper<File>;
  Font: ResolverTypeWrapper<FontRecordModel>;
  FontFileInput: FontFileInput;
  FontPage: ResolverTypeWrapper<Omit<FontPage, 'hits'> & { hits: Array<ResolversTypes['Font']> }>;
  FontVariant: ResolverTypeWrapper<FontVariantRowModel>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Mockup: ResolverTypeWrapper<MockupRowModel>;
  MockupOrderingInput: MockupOrderingInput;
  MockupSettings: ResolverTypeWrapper<MockupSettings>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PrintCheckLayer: ResolverTypeWrapper<LayerPrintCheckModel>;
  PrintCheckPoint: ResolverTypeWrapper<PrintCheckPoint>;
  ProductType: ResolverTypeWrapper<ProductType>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RenderClipart: ResolverTypeWrapper<RenderClipart>;
  RenderClipartCategory: ResolverTypeWrapper<RenderClipartCategory>;
  RenderClipartFile: ResolverTypeWrapper<RenderClipartFile>;
  UpdateArtworkInput: UpdateArtworkInput;
  User: ResolverTypeWrapper<User>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Artwork: ArtworkRecordModel;
  ID: Scalars['ID']['output'];
  Boolean: Scalars['Boolean']['output'];
  ArtworkCategory: ArtworkCategoryNodeModel;
  ArtworkCategoryPage: Omit<ArtworkCategoryPage, 'hits'> & { hits: Array<ResolversParentTypes['ArtworkCategory']> };
  ArtworkPage: Omit<ArtworkPage, 'hits'> & { hits: Array<ResolversParentTypes['Artwork']> };
  ArtworkPrintCheck: ArtworkPrintCheckResultModel;
  ArtworkPsdImport: PsdImportRowModel;
  ArtworkVersion: ArtworkVersionRowModel;
  ArtworkVersionPage: Omit<ArtworkVersionPage, 'hits'> & { hits: Array<ResolversParentTypes['ArtworkVersion']> };
  Clipart: ClipartRowModel;
  ClipartCategory: ClipartCategoryNodeModel;
  ClipartCategoryPage: Omit<ClipartCategoryPage, 'hits'> & { hits: Array<ResolversParentTypes['ClipartCategory']> };
  ClipartDisplaySettings: ClipartDisplaySettings;
  ClipartDisplaySettingsInput: ClipartDisplaySettingsInput;
  ClipartPage: Omit<ClipartPage, 'hits'> & { hits: Array<ResolversParentTypes['Clipart']> };
  CreateArtworkInput: CreateArtworkInput;
  File: File;
  Font: FontRecordModel;
  FontFileInput: FontFileInput;
  FontPage: Omit<FontPage, 'hits'> & { hits: Array<ResolversParentTypes['Font']> };
  FontVariant: FontVariantRowModel;
  JSON: Scalars['JSON']['output'];
  Mockup: MockupRowModel;
  MockupOrderingInput: MockupOrderingInput;
  MockupSettings: MockupSettings;
  Mutation: Record<PropertyKey, never>;
  PrintCheckLayer: LayerPrintCheckModel;
  PrintCheckPoint: PrintCheckPoint;
  ProductType: ProductType;
  Query: Record<PropertyKey, never>;
  RenderClipart: RenderClipart;
  RenderClipartCategory: RenderClipartCategory;
  RenderClipartFile: RenderClipartFile;
  UpdateArtworkInput: UpdateArtworkInput;
  User: User;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
};

export type InaccessibleDirectiveArgs = { };

export type InaccessibleDirectiveResolver<Result, Parent, ContextType = ArtworksContext, Args = InaccessibleDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type InterfaceObjectDirectiveArgs = { };

export type InterfaceObjectDirectiveResolver<Result, Parent, ContextType = ArtworksContext, Args = InterfaceObjectDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LimitDirectiveArgs = {
  max?: Maybe<Scalars['Float']['input']>;
  maxDepth?: Maybe<Scalars['Int']['input']>;
  maxItems?: Maybe<Scalars['Int']['input']>;
  maxLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
};

export type LimitDirectiveResolver<Result, Parent, ContextType = ArtworksContext, Args = LimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  as?: Maybe<Scalars['String']['input']>;
  for?: Maybe<Scalars['String']['input']>;
  import?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
  url: Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = ArtworksContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type OverrideDirectiveArgs = {
  from: Scalars['String']['input'];
};

export type OverrideDirectiveResolver<Result, Parent, ContextType = ArtworksContext, Args = OverrideDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = ArtworksContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type TagDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type TagDirectiveResolver<Result, Parent, ContextType = ArtworksContext, Args = TagDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ArtworkResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['Artwork'] = ResolversParentTypes['Artwork'], FederationReferenceType extends FederationReferenceTypes['Artwork'] = FederationReferenceTypes['Artwork']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Artwork']> | FederationReferenceType, FederationReferenceType, ContextType>;
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ArtworkCategory']>, ParentType, ContextType>;
  clipartCategories?: Resolver<Array<ResolversTypes['RenderClipartCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharedLayers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  strongDeleteConfirm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  templateDisplayLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templateDisplayMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  templates?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  versions?: Resolver<ResolversTypes['ArtworkVersionPage'], ParentType, ContextType, Partial<ArtworkVersionsArgs>>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArtworkCategoryResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ArtworkCategory'] = ResolversParentTypes['ArtworkCategory'], FederationReferenceType extends FederationReferenceTypes['ArtworkCategory'] = FederationReferenceTypes['ArtworkCategory']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ArtworkCategory']> | FederationReferenceType, FederationReferenceType, ContextType>;
  children?: Resolver<Array<ResolversTypes['ArtworkCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasChild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  numberOfArtworks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  strongDeleteConfirm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ArtworkCategoryPageResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ArtworkCategoryPage'] = ResolversParentTypes['ArtworkCategoryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ArtworkCategory']>, ParentType, ContextType>;
  numberOfArtworks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArtworkPageResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ArtworkPage'] = ResolversParentTypes['ArtworkPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Artwork']>, ParentType, ContextType>;
};

export type ArtworkPrintCheckResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ArtworkPrintCheck'] = ResolversParentTypes['ArtworkPrintCheck']> = {
  artworkID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  issues?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  layers?: Resolver<Array<ResolversTypes['PrintCheckLayer']>, ParentType, ContextType>;
  lowDpiThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scale?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ArtworkPsdImportResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ArtworkPsdImport'] = ResolversParentTypes['ArtworkPsdImport']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unmatchedFonts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ArtworkVersionResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ArtworkVersion'] = ResolversParentTypes['ArtworkVersion']> = {
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ArtworkVersionPageResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ArtworkVersionPage'] = ResolversParentTypes['ArtworkVersionPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ArtworkVersion']>, ParentType, ContextType>;
};

export type ClipartResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['Clipart'] = ResolversParentTypes['Clipart'], FederationReferenceType extends FederationReferenceTypes['Clipart'] = FederationReferenceTypes['Clipart']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Clipart']> | FederationReferenceType, FederationReferenceType, ContextType>;
  author?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ClipartCategory'], ParentType, ContextType>;
  categoryID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['File'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  strongDeleteConfirm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ClipartCategoryResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ClipartCategory'] = ResolversParentTypes['ClipartCategory'], FederationReferenceType extends FederationReferenceTypes['ClipartCategory'] = FederationReferenceTypes['ClipartCategory']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ClipartCategory']> | FederationReferenceType, FederationReferenceType, ContextType>;
  children?: Resolver<Array<ResolversTypes['ClipartCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displaySettings?: Resolver<Maybe<ResolversTypes['ClipartDisplaySettings']>, ParentType, ContextType>;
  hasChild?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasClipart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  numberOfCliparts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  strongDeleteConfirm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ClipartCategoryPageResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ClipartCategoryPage'] = ResolversParentTypes['ClipartCategoryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ClipartCategory']>, ParentType, ContextType>;
};

export type ClipartDisplaySettingsResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ClipartDisplaySettings'] = ResolversParentTypes['ClipartDisplaySettings']> = {
  absolutePosition?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  cropHeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cropWidth?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cropX?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cropY?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rotation?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scaleX?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scaleY?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  x?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  y?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ClipartPageResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ClipartPage'] = ResolversParentTypes['ClipartPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Clipart']>, ParentType, ContextType>;
};

export type FileResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FontResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['Font'] = ResolversParentTypes['Font'], FederationReferenceType extends FederationReferenceTypes['Font'] = FederationReferenceTypes['Font']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Font']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  global?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['FontVariant']>, ParentType, ContextType>;
};

export type FontPageResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['FontPage'] = ResolversParentTypes['FontPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Font']>, ParentType, ContextType>;
};

export type FontVariantResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['FontVariant'] = ResolversParentTypes['FontVariant']> = {
  file?: Resolver<ResolversTypes['File'], ParentType, ContextType>;
  postscriptName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MockupResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['Mockup'] = ResolversParentTypes['Mockup'], FederationReferenceType extends FederationReferenceTypes['Mockup'] = FederationReferenceTypes['Mockup']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Mockup']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isProductBaseMockup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  layers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  ordering?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productType?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  productTypeID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['MockupSettings'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MockupSettingsResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['MockupSettings'] = ResolversParentTypes['MockupSettings']> = {
  applyToVariants?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  changeBgColorByVariantColor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultBgColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changeLockStatus?: Resolver<ResolversTypes['Artwork'], ParentType, ContextType, RequireFields<MutationChangeLockStatusArgs, 'id' | 'status'>>;
  createArtwork?: Resolver<ResolversTypes['Artwork'], ParentType, ContextType, RequireFields<MutationCreateArtworkArgs, 'input'>>;
  createArtworkCategory?: Resolver<ResolversTypes['ArtworkCategory'], ParentType, ContextType, Partial<MutationCreateArtworkCategoryArgs>>;
  createClipart?: Resolver<ResolversTypes['Clipart'], ParentType, ContextType, RequireFields<MutationCreateClipartArgs, 'categoryID' | 'file'>>;
  createClipartCategory?: Resolver<ResolversTypes['ClipartCategory'], ParentType, ContextType, Partial<MutationCreateClipartCategoryArgs>>;
  createFont?: Resolver<ResolversTypes['Font'], ParentType, ContextType, RequireFields<MutationCreateFontArgs, 'file'>>;
  createMockup?: Resolver<ResolversTypes['Mockup'], ParentType, ContextType, RequireFields<MutationCreateMockupArgs, 'fileID' | 'productTypeID'>>;
  deleteArtwork?: Resolver<ResolversTypes['Artwork'], ParentType, ContextType, RequireFields<MutationDeleteArtworkArgs, 'id'>>;
  deleteArtworkCategory?: Resolver<ResolversTypes['ArtworkCategory'], ParentType, ContextType, RequireFields<MutationDeleteArtworkCategoryArgs, 'id'>>;
  deleteClipart?: Resolver<ResolversTypes['Clipart'], ParentType, ContextType, RequireFields<MutationDeleteClipartArgs, 'id'>>;
  deleteClipartCategory?: Resolver<ResolversTypes['ClipartCategory'], ParentType, ContextType, RequireFields<MutationDeleteClipartCategoryArgs, 'id'>>;
  deleteFont?: Resolver<ResolversTypes['Font'], ParentType, ContextType, RequireFields<MutationDeleteFontArgs, 'id'>>;
  deleteMockup?: Resolver<ResolversTypes['Mockup'], ParentType, ContextType, RequireFields<MutationDeleteMockupArgs, 'id'>>;
  duplicateArtwork?: Resolver<ResolversTypes['Artwork'], ParentType, ContextType, RequireFields<MutationDuplicateArtworkArgs, 'id'>>;
  duplicateArtworkCategory?: Resolver<ResolversTypes['ArtworkCategory'], ParentType, ContextType, RequireFields<MutationDuplicateArtworkCategoryArgs, 'id'>>;
  duplicateClipartCategory?: Resolver<ResolversTypes['ClipartCategory'], ParentType, ContextType, RequireFields<MutationDuplicateClipartCategoryArgs, 'id'>>;
  importArtworkFromPSD?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationImportArtworkFromPsdArgs, 'categoryIDs' | 'fileID'>>;
  renderArtworkPrintFile?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRenderArtworkPrintFileArgs, 'artworkID'>>;
  restoreArtworkVersion?: Resolver<ResolversTypes['Artwork'], ParentType, ContextType, RequireFields<MutationRestoreArtworkVersionArgs, 'artworkID' | 'versionID'>>;
  updateArtwork?: Resolver<ResolversTypes['Artwork'], ParentType, ContextType, RequireFields<MutationUpdateArtworkArgs, 'id' | 'input'>>;
  updateArtworkCategory?: Resolver<ResolversTypes['ArtworkCategory'], ParentType, ContextType, RequireFields<MutationUpdateArtworkCategoryArgs, 'id'>>;
  updateClipartCategory?: Resolver<ResolversTypes['ClipartCategory'], ParentType, ContextType, RequireFields<MutationUpdateClipartCategoryArgs, 'id'>>;
  updateClipartThumbnail?: Resolver<ResolversTypes['Clipart'], ParentType, ContextType, RequireFields<MutationUpdateClipartThumbnailArgs, 'id' | 'thumbnail_id'>>;
  updateClipartTitle?: Resolver<ResolversTypes['Clipart'], ParentType, ContextType, RequireFields<MutationUpdateClipartTitleArgs, 'id'>>;
  updateMockup?: Resolver<ResolversTypes['Mockup'], ParentType, ContextType, RequireFields<MutationUpdateMockupArgs, 'id'>>;
  updateMockupOrdering?: Resolver<Array<ResolversTypes['Mockup']>, ParentType, ContextType, RequireFields<MutationUpdateMockupOrderingArgs, 'mockups'>>;
  uploadProductMockups?: Resolver<ResolversTypes['Mockup'], ParentType, ContextType, RequireFields<MutationUploadProductMockupsArgs, 'fileId' | 'productId'>>;
};

export type PrintCheckLayerResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['PrintCheckLayer'] = ResolversParentTypes['PrintCheckLayer']> = {
  corners?: Resolver<Maybe<Array<ResolversTypes['PrintCheckPoint']>>, ParentType, ContextType>;
  crossesEdge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  effectiveDpi?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowDpi?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pixelHeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pixelWidth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrintCheckPointResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['PrintCheckPoint'] = ResolversParentTypes['PrintCheckPoint']> = {
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductTypeResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['ProductType'] = ResolversParentTypes['ProductType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  artwork?: Resolver<ResolversTypes['Artwork'], ParentType, ContextType, RequireFields<QueryArtworkArgs, 'id'>>;
  artworkCategories?: Resolver<ResolversTypes['ArtworkCategoryPage'], ParentType, ContextType, Partial<QueryArtworkCategoriesArgs>>;
  artworkCategory?: Resolver<ResolversTypes['ArtworkCategory'], ParentType, ContextType, RequireFields<QueryArtworkCategoryArgs, 'ID'>>;
  artworkPrintCheck?: Resolver<ResolversTypes['ArtworkPrintCheck'], ParentType, ContextType, RequireFields<QueryArtworkPrintCheckArgs, 'artworkID' | 'dpi' | 'height' | 'width'>>;
  artworkPsdImport?: Resolver<ResolversTypes['ArtworkPsdImport'], ParentType, ContextType, RequireFields<QueryArtworkPsdImportArgs, 'token'>>;
  artworks?: Resolver<ResolversTypes['ArtworkPage'], ParentType, ContextType, Partial<QueryArtworksArgs>>;
  campaignMockups?: Resolver<Array<ResolversTypes['Mockup']>, ParentType, ContextType, RequireFields<QueryCampaignMockupsArgs, 'productTypeIDs'>>;
  clipart?: Resolver<ResolversTypes['Clipart'], ParentType, ContextType, RequireFields<QueryClipartArgs, 'id'>>;
  clipartCategories?: Resolver<ResolversTypes['ClipartCategoryPage'], ParentType, ContextType, Partial<QueryClipartCategoriesArgs>>;
  clipartCategory?: Resolver<ResolversTypes['ClipartCategory'], ParentType, ContextType, RequireFields<QueryClipartCategoryArgs, 'id'>>;
  cliparts?: Resolver<ResolversTypes['ClipartPage'], ParentType, ContextType, Partial<QueryClipartsArgs>>;
  clipartsByCategory?: Resolver<Array<ResolversTypes['Clipart']>, ParentType, ContextType, RequireFields<QueryClipartsByCategoryArgs, 'categoryID'>>;
  font?: Resolver<ResolversTypes['Font'], ParentType, ContextType, RequireFields<QueryFontArgs, 'id'>>;
  fonts?: Resolver<ResolversTypes['FontPage'], ParentType, ContextType, Partial<QueryFontsArgs>>;
  mockup?: Resolver<ResolversTypes['Mockup'], ParentType, ContextType, RequireFields<QueryMockupArgs, 'id'>>;
  mockups?: Resolver<Array<ResolversTypes['Mockup']>, ParentType, ContextType, RequireFields<QueryMockupsArgs, 'productTypeID'>>;
  mockupsByProductType?: Resolver<Array<ResolversTypes['Mockup']>, ParentType, ContextType, RequireFields<QueryMockupsByProductTypeArgs, 'productTypeID'>>;
  publicFonts?: Resolver<ResolversTypes['FontPage'], ParentType, ContextType, Partial<QueryPublicFontsArgs>>;
};

export type RenderClipartResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['RenderClipart'] = ResolversParentTypes['RenderClipart']> = {
  file?: Resolver<ResolversTypes['RenderClipartFile'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RenderClipartCategoryResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['RenderClipartCategory'] = ResolversParentTypes['RenderClipartCategory']> = {
  cliparts?: Resolver<Array<ResolversTypes['RenderClipart']>, ParentType, ContextType>;
  displaySettings?: Resolver<Maybe<ResolversTypes['ClipartDisplaySettings']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RenderClipartFileResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['RenderClipartFile'] = ResolversParentTypes['RenderClipartFile']> = {
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = ArtworksContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ArtworksContext> = {
  Artwork?: ArtworkResolvers<ContextType>;
  ArtworkCategory?: ArtworkCategoryResolvers<ContextType>;
  ArtworkCategoryPage?: ArtworkCategoryPageResolvers<ContextType>;
  ArtworkPage?: ArtworkPageResolvers<ContextType>;
  ArtworkPrintCheck?: ArtworkPrintCheckResolvers<ContextType>;
  ArtworkPsdImport?: ArtworkPsdImportResolvers<ContextType>;
  ArtworkVersion?: ArtworkVersionResolvers<ContextType>;
  ArtworkVersionPage?: ArtworkVersionPageResolvers<ContextType>;
  Clipart?: ClipartResolvers<ContextType>;
  ClipartCategory?: ClipartCategoryResolvers<ContextType>;
  ClipartCategoryPage?: ClipartCategoryPageResolvers<ContextType>;
  ClipartDisplaySettings?: ClipartDisplaySettingsResolvers<ContextType>;
  ClipartPage?: ClipartPageResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  Font?: FontResolvers<ContextType>;
  FontPage?: FontPageResolvers<ContextType>;
  FontVariant?: FontVariantResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Mockup?: MockupResolvers<ContextType>;
  MockupSettings?: MockupSettingsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PrintCheckLayer?: PrintCheckLayerResolvers<ContextType>;
  PrintCheckPoint?: PrintCheckPointResolvers<ContextType>;
  ProductType?: ProductTypeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RenderClipart?: RenderClipartResolvers<ContextType>;
  RenderClipartCategory?: RenderClipartCategoryResolvers<ContextType>;
  RenderClipartFile?: RenderClipartFileResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = ArtworksContext> = {
  inaccessible?: InaccessibleDirectiveResolver<any, any, ContextType>;
  interfaceObject?: InterfaceObjectDirectiveResolver<any, any, ContextType>;
  limit?: LimitDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  override?: OverrideDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
  tag?: TagDirectiveResolver<any, any, ContextType>;
};

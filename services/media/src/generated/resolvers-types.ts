import type { GraphQLResolveInfo } from 'graphql';
import type { FileRow as FileRowModel } from '../files/file.entity';
import type { KeyedUploadForm as KeyedUploadFormModel } from '../files/file.service';
import type { BannerCategoryView as BannerCategoryViewModel } from '../banners/banner.service';
import type { BannerRow as BannerRowModel } from '../banners/banner.entity';
import type { MediaContext } from '../context';
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

/** A banner background image. */
export type Banner = {
  __typename?: 'Banner';
  categoryID: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The image's storage key; show it through /media/img/{size}/{imageUrl}. */
  imageUrl: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Absolute address of the original image. */
  url: Scalars['String']['output'];
};

/** A folder of banner backgrounds (spec 002 §2.13). */
export type BannerCategory = {
  __typename?: 'BannerCategory';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  numberOfBanners: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type BannerCategoryPage = {
  __typename?: 'BannerCategoryPage';
  /** Categories matching the search (for the pager). */
  count: Scalars['Int']['output'];
  hits: Array<BannerCategory>;
  /** Backgrounds held by the matching categories altogether. */
  numberOfBanners: Scalars['Int']['output'];
};

export type BannerPage = {
  __typename?: 'BannerPage';
  count: Scalars['Int']['output'];
  hits: Array<Banner>;
};

export type CreateFileInput = {
  file_mime: Scalars['String']['input'];
  file_name: Scalars['String']['input'];
  file_size: Scalars['Float']['input'];
  key: Scalars['String']['input'];
  /** Registers a design upload: the file name rule of spec 000 §5 is checked. */
  kind?: InputMaybe<UploadKind>;
  source?: InputMaybe<Scalars['String']['input']>;
};

/** An uploaded file registered with createFile (spec 002 §3 'File upload record'). */
export type File = {
  __typename?: 'File';
  createdAt: Scalars['String']['output'];
  file_mime: Scalars['String']['output'];
  file_name: Scalars['String']['output'];
  file_size: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** What the file was registered as, when it is a design upload. */
  kind?: Maybe<UploadKind>;
  /** Always 'aws' (the S3 protocol). */
  source: Scalars['String']['output'];
  /** The original through the image route (images) or the storage key path. */
  url: Scalars['String']['output'];
};

/**
 * Where the browser uploads the bytes, and the key to register with createFile. The upload is a
 * signed S3 POST form: post every field of `fields` (in order) and then the file as `file` to
 * `url`. The signature binds the key, the Content-Type and the size limit of the type.
 */
export type MediaSignedUrl = {
  __typename?: 'MediaSignedUrl';
  fields: Array<MediaUploadField>;
  key: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** One form field of a signed upload. */
export type MediaUploadField = {
  __typename?: 'MediaUploadField';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** imageUrl is the key of a file registered with createFile. */
  createBanner: Banner;
  createBannerCategory: BannerCategory;
  /** Registers an uploaded object after checking it exists, its size, its type and its owner. */
  createFile: File;
  /** A signed upload form for a new file under the caller's own key prefix. */
  createSignedUrl: MediaSignedUrl;
  deleteBanner: Banner;
  /** Deletes the category with its backgrounds. */
  deleteBannerCategory: BannerCategory;
  updateBannerCategory: BannerCategory;
};


export type MutationCreateBannerArgs = {
  categoryID?: InputMaybe<Scalars['ID']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateBannerCategoryArgs = {
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateFileArgs = {
  input: CreateFileInput;
};


export type MutationCreateSignedUrlArgs = {
  fileKey?: InputMaybe<Scalars['String']['input']>;
  fileMime: Scalars['String']['input'];
  filename: Scalars['String']['input'];
};


export type MutationDeleteBannerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBannerCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateBannerCategoryArgs = {
  id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Banner categories by title; 10 per page unless pageSize says otherwise (-1 = all). */
  bannerAllCategory: BannerCategoryPage;
  /** Backgrounds of a category, newest first; 15 per page unless pageSize says otherwise. */
  banners: BannerPage;
  /**
   * A small picture of a registered file for layer and file lists (spec 000 §7): its image-route
   * URL at 200 px (/media/img/200/{key}) when the file is an image the route can draw, else null;
   * null for an unknown id. Files are read as File references are: any signed-in user, by id.
   */
  getFileThumbnailUrl?: Maybe<Scalars['String']['output']>;
};


export type QueryBannerAllCategoryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBannersArgs = {
  categoryID?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetFileThumbnailUrlArgs = {
  file_id: Scalars['ID']['input'];
};

/**
 * Design uploads of spec 000 §5: their file name must be word characters and digits then an
 * accepted extension (print files jpg, jpeg, png, tiff, tif, psd; custom designs jpg, jpeg, png).
 */
export type UploadKind =
  | 'custom_design'
  | 'print_file';



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
  File: File;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  File:
    ( { __typename: 'File' }
    & GraphQLRecursivePick<FederationTypes['File'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Banner: ResolverTypeWrapper<BannerRowModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  BannerCategory: ResolverTypeWrapper<BannerCategoryViewModel>;
  BannerCategoryPage: ResolverTypeWrapper<Omit<BannerCategoryPage, 'hits'> & { hits: Array<ResolversTypes['BannerCategory']> }>;
  BannerPage: ResolverTypeWrapper<Omit<BannerPage, 'hits'> & { hits: Array<ResolversTypes['Banner']> }>;
  CreateFileInput: CreateFileInput;
  File: ResolverTypeWrapper<FileRowModel>;
  MediaSignedUrl: ResolverTypeWrapper<KeyedUploadFormModel>;
  MediaUploadField: ResolverTypeWrapper<MediaUploadField>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UploadKind: UploadKind;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Banner: BannerRowModel;
  ID: Scalars['ID']['output'];
  BannerCategory: BannerCategoryViewModel;
  BannerCategoryPage: Omit<BannerCategoryPage, 'hits'> & { hits: Array<ResolversParentTypes['BannerCategory']> };
  BannerPage: Omit<BannerPage, 'hits'> & { hits: Array<ResolversParentTypes['Banner']> };
  CreateFileInput: CreateFileInput;
  File: FileRowModel;
  MediaSignedUrl: KeyedUploadFormModel;
  MediaUploadField: MediaUploadField;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
};

export type InaccessibleDirectiveArgs = { };

export type InaccessibleDirectiveResolver<Result, Parent, ContextType = MediaContext, Args = InaccessibleDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type InterfaceObjectDirectiveArgs = { };

export type InterfaceObjectDirectiveResolver<Result, Parent, ContextType = MediaContext, Args = InterfaceObjectDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LimitDirectiveArgs = {
  max?: Maybe<Scalars['Float']['input']>;
  maxDepth?: Maybe<Scalars['Int']['input']>;
  maxItems?: Maybe<Scalars['Int']['input']>;
  maxLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
};

export type LimitDirectiveResolver<Result, Parent, ContextType = MediaContext, Args = LimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  as?: Maybe<Scalars['String']['input']>;
  for?: Maybe<Scalars['String']['input']>;
  import?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
  url: Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = MediaContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type OverrideDirectiveArgs = {
  from: Scalars['String']['input'];
};

export type OverrideDirectiveResolver<Result, Parent, ContextType = MediaContext, Args = OverrideDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = MediaContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type TagDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type TagDirectiveResolver<Result, Parent, ContextType = MediaContext, Args = TagDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type BannerResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  categoryID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannerCategoryResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['BannerCategory'] = ResolversParentTypes['BannerCategory']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  numberOfBanners?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannerCategoryPageResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['BannerCategoryPage'] = ResolversParentTypes['BannerCategoryPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['BannerCategory']>, ParentType, ContextType>;
  numberOfBanners?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BannerPageResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['BannerPage'] = ResolversParentTypes['BannerPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
};

export type FileResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File'], FederationReferenceType extends FederationReferenceTypes['File'] = FederationReferenceTypes['File']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['File']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['UploadKind']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaSignedUrlResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['MediaSignedUrl'] = ResolversParentTypes['MediaSignedUrl']> = {
  fields?: Resolver<Array<ResolversTypes['MediaUploadField']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaUploadFieldResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['MediaUploadField'] = ResolversParentTypes['MediaUploadField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, Partial<MutationCreateBannerArgs>>;
  createBannerCategory?: Resolver<ResolversTypes['BannerCategory'], ParentType, ContextType, Partial<MutationCreateBannerCategoryArgs>>;
  createFile?: Resolver<ResolversTypes['File'], ParentType, ContextType, RequireFields<MutationCreateFileArgs, 'input'>>;
  createSignedUrl?: Resolver<ResolversTypes['MediaSignedUrl'], ParentType, ContextType, RequireFields<MutationCreateSignedUrlArgs, 'fileMime' | 'filename'>>;
  deleteBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationDeleteBannerArgs, 'id'>>;
  deleteBannerCategory?: Resolver<ResolversTypes['BannerCategory'], ParentType, ContextType, RequireFields<MutationDeleteBannerCategoryArgs, 'id'>>;
  updateBannerCategory?: Resolver<ResolversTypes['BannerCategory'], ParentType, ContextType, RequireFields<MutationUpdateBannerCategoryArgs, 'id'>>;
};

export type QueryResolvers<ContextType = MediaContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  bannerAllCategory?: Resolver<ResolversTypes['BannerCategoryPage'], ParentType, ContextType, Partial<QueryBannerAllCategoryArgs>>;
  banners?: Resolver<ResolversTypes['BannerPage'], ParentType, ContextType, Partial<QueryBannersArgs>>;
  getFileThumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGetFileThumbnailUrlArgs, 'file_id'>>;
};

export type Resolvers<ContextType = MediaContext> = {
  Banner?: BannerResolvers<ContextType>;
  BannerCategory?: BannerCategoryResolvers<ContextType>;
  BannerCategoryPage?: BannerCategoryPageResolvers<ContextType>;
  BannerPage?: BannerPageResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  MediaSignedUrl?: MediaSignedUrlResolvers<ContextType>;
  MediaUploadField?: MediaUploadFieldResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = MediaContext> = {
  inaccessible?: InaccessibleDirectiveResolver<any, any, ContextType>;
  interfaceObject?: InterfaceObjectDirectiveResolver<any, any, ContextType>;
  limit?: LimitDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  override?: OverrideDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
  tag?: TagDirectiveResolver<any, any, ContextType>;
};

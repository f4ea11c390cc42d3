import type { GraphQLResolveInfo } from 'graphql';
import type { User as UserModel, Role as RoleModel } from '../users/user.entity';
import type { UserLevel as UserLevelModel } from '../levels/user-level.entity';
import type { Site as SiteModel, SiteWebhook as SiteWebhookModel, SiteSetting as SiteSettingModel } from '../sites/site.entity';
import type { LoginResult as LoginResultModel } from '../auth/auth.service';
import type { UsersSitesContext } from '../context';
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

export type AppSetting = {
  __typename?: 'AppSetting';
  name: Scalars['String']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type AppSettingInput = {
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** ISO 8601 instant the token stops working (the JWT's exp) */
  expired_at: Scalars['String']['output'];
  token: Scalars['String']['output'];
  user: User;
};

export type Mutation = {
  __typename?: 'Mutation';
  accountActivation: Scalars['Boolean']['output'];
  /** action: block | unblock */
  blockUser: UserBlockResult;
  changePassword: Scalars['Boolean']['output'];
  createSite: Site;
  createSiteSetting: SiteSetting;
  createUser: User;
  createUserLevel: UserLevel;
  /** disables the site (status false) */
  deleteSite: Scalars['Boolean']['output'];
  deleteUser: Scalars['Boolean']['output'];
  deleteUserLevel: Scalars['Boolean']['output'];
  /** starts a Shopify connection; without shop the browser is first asked for its shop domain */
  initShopifyAuth: ShopifyAuthStart;
  login: AuthPayload;
  /** returns the authorisation URL to send the browser to */
  reconnectSite: Scalars['String']['output'];
  /** always answers 'Further instructions have been sent to your email address.' */
  resetPassword: Scalars['String']['output'];
  resetPasswordByToken: Scalars['Boolean']['output'];
  saveAppSettings: Array<AppSetting>;
  updateSite: Site;
  updateSiteSettings: SiteSettings;
  updateUser: User;
  updateUserLevel: UserLevel;
  updateWebhooks: Site;
};


export type MutationAccountActivationArgs = {
  token: Scalars['String']['input'];
};


export type MutationBlockUserArgs = {
  action: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  current_password?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  new_password: Scalars['String']['input'];
};


export type MutationCreateSiteArgs = {
  domain?: InputMaybe<Scalars['String']['input']>;
  isConnect?: InputMaybe<Scalars['Boolean']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateSiteSettingArgs = {
  input: SiteSettingInput;
};


export type MutationCreateUserArgs = {
  input: UserInput;
};


export type MutationCreateUserLevelArgs = {
  input: UserLevelInput;
};


export type MutationDeleteSiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserLevelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInitShopifyAuthArgs = {
  shop?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationReconnectSiteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordByTokenArgs = {
  pass: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationSaveAppSettingsArgs = {
  input: Array<AppSettingInput>;
};


export type MutationUpdateSiteArgs = {
  site_id: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateSiteSettingsArgs = {
  settings: SiteSettingsInput;
  site_id: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UserInput;
};


export type MutationUpdateUserLevelArgs = {
  id: Scalars['ID']['input'];
  input: UserLevelInput;
};


export type MutationUpdateWebhooksArgs = {
  id: Scalars['ID']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** values of the named settings; non-administrators may read only seller_message */
  getAppSettings: Array<AppSetting>;
  getSiteSetting: Array<SiteSetting>;
  getSiteSettings: SiteSettings;
  me?: Maybe<User>;
  /** roles a user can be given (Authenticated is hidden) */
  roles: Array<Role>;
  siteById?: Maybe<Site>;
  sites: SitePage;
  userById?: Maybe<User>;
  userLevels: Array<UserLevel>;
  users: UserPage;
  /** pickers: search matches names (also e-mail and phone for users.manage) */
  usersByRole: Array<User>;
};


export type QueryGetAppSettingsArgs = {
  input: Array<Scalars['String']['input']>;
};


export type QueryGetSiteSettingArgs = {
  site_id: Scalars['ID']['input'];
};


export type QueryGetSiteSettingsArgs = {
  site_id: Scalars['ID']['input'];
};


export type QuerySiteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySitesArgs = {
  filter?: InputMaybe<SiteFilter>;
};


export type QueryUserByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserLevelsArgs = {
  filter?: InputMaybe<UserLevelFilter>;
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
};


export type QueryUsersByRoleArgs = {
  role: Scalars['String']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ShopifyAuthStart = {
  __typename?: 'ShopifyAuthStart';
  authUrl: Scalars['String']['output'];
  siteId: Scalars['ID']['output'];
};

/** A seller's shop. Owned here; other subgraphs reference it as `Site @key(fields: "id", resolvable: false)`. Whoever reaches it that way (an order's, a product's site) sees id, title, platform, type, status, verified and created_at; domain, user_id, user, webhooks and authUrl are null for anyone but the owner and sites.readAll staff. */
export type Site = {
  __typename?: 'Site';
  /** Where to send the owner's browser to (re)authorise the store; null for offline or connected sites, and for anyone but the owner */
  authUrl?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  /** https URL for WooCommerce and ShopBase, shop domain (x.myshopify.com) for Shopify */
  domain?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** woocommerce | shopify | shopbase | import */
  platform: Scalars['String']['output'];
  /** false = disabled (deleted) */
  status: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** online | offline (import sites) */
  type: Scalars['String']['output'];
  user?: Maybe<User>;
  /** null for a reader who is neither the owner nor sites.readAll staff */
  user_id?: Maybe<Scalars['ID']['output']>;
  /** true = Connected, false = Pending */
  verified: Scalars['Boolean']['output'];
  /** null for a reader who is neither the owner nor sites.readAll staff */
  webhooks?: Maybe<Array<SiteWebhook>>;
};

export type SiteFilter = {
  /** 20 when omitted, at most 9999 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  /** matches title and domain */
  search?: InputMaybe<Scalars['String']['input']>;
  /** true (default) = active sites, false = disabled ones */
  status?: InputMaybe<Scalars['Boolean']['input']>;
  /** staff only; sellers always see their own sites */
  user_id?: InputMaybe<Scalars['ID']['input']>;
  verified?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SitePage = {
  __typename?: 'SitePage';
  count: Scalars['Int']['output'];
  hits: Array<Site>;
};

/** A per-site named setting; order import templates are named order_import_setting_<template name>. */
export type SiteSetting = {
  __typename?: 'SiteSetting';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  site_id: Scalars['ID']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type SiteSettingInput = {
  name: Scalars['String']['input'];
  site_id: Scalars['ID']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

export type SiteSettings = {
  __typename?: 'SiteSettings';
  auto_accept_design: Scalars['Boolean']['output'];
  site_id: Scalars['ID']['output'];
};

export type SiteSettingsInput = {
  auto_accept_design?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SiteWebhook = {
  __typename?: 'SiteWebhook';
  address: Scalars['String']['output'];
  delivery_url: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  topic: Scalars['String']['output'];
};

/**
 * An account. Owned here; other subgraphs reference it as `User @key(fields: "id", resolvable: false)`, and orders contributes `totalOrder`.
 * Only the user and users.manage staff read every field; anyone else gets id, first_name and last_name,
 * and null for the rest (so those fields are nullable).
 */
export type User = {
  __typename?: 'User';
  /** false until the account is verified through its activation link */
  activated?: Maybe<Scalars['Boolean']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  avatar?: Maybe<UserAvatar>;
  /** ISO day, YYYY-MM-DD */
  birthday?: Maybe<Scalars['String']['output']>;
  created_at?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  first_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  is_subscription?: Maybe<Scalars['Boolean']['output']>;
  is_supper_admin?: Maybe<Scalars['Boolean']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  level?: Maybe<UserLevel>;
  phone?: Maybe<Scalars['String']['output']>;
  roles?: Maybe<Array<Role>>;
  /** true = active, false = blocked */
  status?: Maybe<Scalars['Boolean']['output']>;
};

export type UserAvatar = {
  __typename?: 'UserAvatar';
  id?: Maybe<Scalars['ID']['output']>;
  key?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type UserAvatarInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type UserBlockResult = {
  __typename?: 'UserBlockResult';
  id: Scalars['ID']['output'];
  status: Scalars['Boolean']['output'];
};

export type UserFilter = {
  /** 25 when omitted, at most 10000 */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** role name, e.g. Seller */
  role?: InputMaybe<Scalars['String']['input']>;
  /** matches first name, last name, full name, email and phone */
  search?: InputMaybe<Scalars['String']['input']>;
  /** true = active, false = blocked */
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

/** createUser needs first_name, last_name, email, password, phone, roles; updateUser changes only the fields given. */
export type UserInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  avatar?: InputMaybe<UserAvatarInput>;
  /** YYYY-MM-DD or DD/MM/YYYY */
  birthday?: InputMaybe<Scalars['String']['input']>;
  /** required to change one's own e-mail: the account's current password */
  current_password?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  is_subscription?: InputMaybe<Scalars['Boolean']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  /** customer level id (administrators only); null clears it */
  level_id?: InputMaybe<Scalars['ID']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** role ids or role names (administrators only) */
  roles?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type UserLevel = {
  __typename?: 'UserLevel';
  created_at: Scalars['String']['output'];
  creater?: Maybe<User>;
  discount: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  order_total: Scalars['Int']['output'];
  status: Scalars['Boolean']['output'];
  /** users on this level */
  totalUser: Scalars['Int']['output'];
};

export type UserLevelFilter = {
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserLevelInput = {
  discount?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  order_total?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UserPage = {
  __typename?: 'UserPage';
  count: Scalars['Int']['output'];
  hits: Array<User>;
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
  Site: Site;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Site:
    ( { __typename: 'Site' }
    & GraphQLRecursivePick<FederationTypes['Site'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AppSetting: ResolverTypeWrapper<AppSetting>;
  AppSettingInput: AppSettingInput;
  AuthPayload: ResolverTypeWrapper<LoginResultModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<RoleModel>;
  ShopifyAuthStart: ResolverTypeWrapper<ShopifyAuthStart>;
  Site: ResolverTypeWrapper<SiteModel>;
  SiteFilter: SiteFilter;
  SitePage: ResolverTypeWrapper<Omit<SitePage, 'hits'> & { hits: Array<ResolversTypes['Site']> }>;
  SiteSetting: ResolverTypeWrapper<SiteSettingModel>;
  SiteSettingInput: SiteSettingInput;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SiteSettingsInput: SiteSettingsInput;
  SiteWebhook: ResolverTypeWrapper<SiteWebhookModel>;
  User: ResolverTypeWrapper<UserModel>;
  UserAvatar: ResolverTypeWrapper<UserAvatar>;
  UserAvatarInput: UserAvatarInput;
  UserBlockResult: ResolverTypeWrapper<UserBlockResult>;
  UserFilter: UserFilter;
  UserInput: UserInput;
  UserLevel: ResolverTypeWrapper<UserLevelModel>;
  UserLevelFilter: UserLevelFilter;
  UserLevelInput: UserLevelInput;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'hits'> & { hits: Array<ResolversTypes['User']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AppSetting: AppSetting;
  AppSettingInput: AppSettingInput;
  AuthPayload: LoginResultModel;
  Mutation: Record<PropertyKey, never>;
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Query: Record<PropertyKey, never>;
  Role: RoleModel;
  ShopifyAuthStart: ShopifyAuthStart;
  Site: SiteModel;
  SiteFilter: SiteFilter;
  SitePage: Omit<SitePage, 'hits'> & { hits: Array<ResolversParentTypes['Site']> };
  SiteSetting: SiteSettingModel;
  SiteSettingInput: SiteSettingInput;
  SiteSettings: SiteSettings;
  SiteSettingsInput: SiteSettingsInput;
  SiteWebhook: SiteWebhookModel;
  User: UserModel;
  UserAvatar: UserAvatar;
  UserAvatarInput: UserAvatarInput;
  UserBlockResult: UserBlockResult;
  UserFilter: UserFilter;
  UserInput: UserInput;
  UserLevel: UserLevelModel;
  UserLevelFilter: UserLevelFilter;
  UserLevelInput: UserLevelInput;
  UserPage: Omit<UserPage, 'hits'> & { hits: Array<ResolversParentTypes['User']> };
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
};

export type InaccessibleDirectiveArgs = { };

export type InaccessibleDirectiveResolver<Result, Parent, ContextType = UsersSitesContext, Args = InaccessibleDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type InterfaceObjectDirectiveArgs = { };

export type InterfaceObjectDirectiveResolver<Result, Parent, ContextType = UsersSitesContext, Args = InterfaceObjectDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LimitDirectiveArgs = {
  max?: Maybe<Scalars['Float']['input']>;
  maxDepth?: Maybe<Scalars['Int']['input']>;
  maxItems?: Maybe<Scalars['Int']['input']>;
  maxLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
};

export type LimitDirectiveResolver<Result, Parent, ContextType = UsersSitesContext, Args = LimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  as?: Maybe<Scalars['String']['input']>;
  for?: Maybe<Scalars['String']['input']>;
  import?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
  url: Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = UsersSitesContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type OverrideDirectiveArgs = {
  from: Scalars['String']['input'];
};

export type OverrideDirectiveResolver<Result, Parent, ContextType = UsersSitesContext, Args = OverrideDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = UsersSitesContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type TagDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type TagDirectiveResolver<Result, Parent, ContextType = UsersSitesContext, Args = TagDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AppSettingResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['AppSetting'] = ResolversParentTypes['AppSetting']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  expired_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  accountActivation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAccountActivationArgs, 'token'>>;
  blockUser?: Resolver<ResolversTypes['UserBlockResult'], ParentType, ContextType, RequireFields<MutationBlockUserArgs, 'action' | 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'id' | 'new_password'>>;
  createSite?: Resolver<ResolversTypes['Site'], ParentType, ContextType, Partial<MutationCreateSiteArgs>>;
  createSiteSetting?: Resolver<ResolversTypes['SiteSetting'], ParentType, ContextType, RequireFields<MutationCreateSiteSettingArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createUserLevel?: Resolver<ResolversTypes['UserLevel'], ParentType, ContextType, RequireFields<MutationCreateUserLevelArgs, 'input'>>;
  deleteSite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSiteArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteUserLevel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserLevelArgs, 'id'>>;
  initShopifyAuth?: Resolver<ResolversTypes['ShopifyAuthStart'], ParentType, ContextType, RequireFields<MutationInitShopifyAuthArgs, 'title'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  reconnectSite?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationReconnectSiteArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email'>>;
  resetPasswordByToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordByTokenArgs, 'pass' | 'token'>>;
  saveAppSettings?: Resolver<Array<ResolversTypes['AppSetting']>, ParentType, ContextType, RequireFields<MutationSaveAppSettingsArgs, 'input'>>;
  updateSite?: Resolver<ResolversTypes['Site'], ParentType, ContextType, RequireFields<MutationUpdateSiteArgs, 'site_id'>>;
  updateSiteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, RequireFields<MutationUpdateSiteSettingsArgs, 'settings' | 'site_id'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateUserLevel?: Resolver<ResolversTypes['UserLevel'], ParentType, ContextType, RequireFields<MutationUpdateUserLevelArgs, 'id' | 'input'>>;
  updateWebhooks?: Resolver<ResolversTypes['Site'], ParentType, ContextType, RequireFields<MutationUpdateWebhooksArgs, 'id'>>;
};

export type QueryResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  getAppSettings?: Resolver<Array<ResolversTypes['AppSetting']>, ParentType, ContextType, RequireFields<QueryGetAppSettingsArgs, 'input'>>;
  getSiteSetting?: Resolver<Array<ResolversTypes['SiteSetting']>, ParentType, ContextType, RequireFields<QueryGetSiteSettingArgs, 'site_id'>>;
  getSiteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, RequireFields<QueryGetSiteSettingsArgs, 'site_id'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  siteById?: Resolver<Maybe<ResolversTypes['Site']>, ParentType, ContextType, RequireFields<QuerySiteByIdArgs, 'id'>>;
  sites?: Resolver<ResolversTypes['SitePage'], ParentType, ContextType, Partial<QuerySitesArgs>>;
  userById?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserByIdArgs, 'id'>>;
  userLevels?: Resolver<Array<ResolversTypes['UserLevel']>, ParentType, ContextType, Partial<QueryUserLevelsArgs>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  usersByRole?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersByRoleArgs, 'role'>>;
};

export type RoleResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShopifyAuthStartResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['ShopifyAuthStart'] = ResolversParentTypes['ShopifyAuthStart']> = {
  authUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SiteResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site'], FederationReferenceType extends FederationReferenceTypes['Site'] = FederationReferenceTypes['Site']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Site']> | FederationReferenceType, FederationReferenceType, ContextType>;
  authUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhooks?: Resolver<Maybe<Array<ResolversTypes['SiteWebhook']>>, ParentType, ContextType>;
};

export type SitePageResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['SitePage'] = ResolversParentTypes['SitePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Site']>, ParentType, ContextType>;
};

export type SiteSettingResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['SiteSetting'] = ResolversParentTypes['SiteSetting']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SiteSettingsResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = {
  auto_accept_design?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SiteWebhookResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['SiteWebhook'] = ResolversParentTypes['SiteWebhook']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  activated?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['UserAvatar']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_subscription?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_supper_admin?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['UserLevel']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Maybe<Array<ResolversTypes['Role']>>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type UserAvatarResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['UserAvatar'] = ResolversParentTypes['UserAvatar']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserBlockResultResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['UserBlockResult'] = ResolversParentTypes['UserBlockResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserLevelResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['UserLevel'] = ResolversParentTypes['UserLevel']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creater?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalUser?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = UsersSitesContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = UsersSitesContext> = {
  AppSetting?: AppSettingResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  ShopifyAuthStart?: ShopifyAuthStartResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SitePage?: SitePageResolvers<ContextType>;
  SiteSetting?: SiteSettingResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SiteWebhook?: SiteWebhookResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAvatar?: UserAvatarResolvers<ContextType>;
  UserBlockResult?: UserBlockResultResolvers<ContextType>;
  UserLevel?: UserLevelResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = UsersSitesContext> = {
  inaccessible?: InaccessibleDirectiveResolver<any, any, ContextType>;
  interfaceObject?: InterfaceObjectDirectiveResolver<any, any, ContextType>;
  limit?: LimitDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  override?: OverrideDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
  tag?: TagDirectiveResolver<any, any, ContextType>;
};

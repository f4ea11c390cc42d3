import type { GraphQLResolveInfo } from 'graphql';
import type { Customer as CustomerModel } from '../customers/customer.entity';
import type { OrdersContext } from '../context';
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

/** A shopper who bought from one of a seller's sites (spec 000 §3 Customer). */
export type Customer = {
  __typename?: 'Customer';
  address?: Maybe<CustomerAddress>;
  average_order_value: Scalars['Float']['output'];
  created_at: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  first_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  /** Sum of the customer's order totals (USD). */
  lifetime_value: Scalars['Float']['output'];
  order_count: Scalars['Int']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  seller?: Maybe<User>;
  /** The seller (user id) who owns the site this customer bought from. */
  seller_id: Scalars['ID']['output'];
  site?: Maybe<Site>;
  site_id: Scalars['ID']['output'];
};

export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  state_code?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type CustomerFilter = {
  /** Page size, 20 by default (spec 000 §9). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Matches first/last/full name, email or phone. */
  search?: InputMaybe<Scalars['String']['input']>;
  site_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  count: Scalars['Int']['output'];
  hits: Array<Customer>;
};

/**
 * An order as the customer detail lists it. Orders arrive in a later issue; until then the
 * orders subgraph holds none and this type carries only the columns the customer page shows.
 */
export type Order = {
  __typename?: 'Order';
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  price: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  customerById?: Maybe<Customer>;
  customers: CustomerPage;
  ordersByCustomer: Array<Order>;
};


export type QueryCustomerByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  filter?: InputMaybe<CustomerFilter>;
};


export type QueryOrdersByCustomerArgs = {
  cus_id: Scalars['ID']['input'];
};

/** Owned by users-sites; orders only points at it. */
export type Site = {
  __typename?: 'Site';
  id: Scalars['ID']['output'];
};

/** Owned by users-sites; orders only points at it. */
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
  Customer: Customer;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Customer:
    ( { __typename: 'Customer' }
    & GraphQLRecursivePick<FederationTypes['Customer'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Customer: ResolverTypeWrapper<CustomerModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CustomerAddress: ResolverTypeWrapper<CustomerAddress>;
  CustomerFilter: CustomerFilter;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'hits'> & { hits: Array<ResolversTypes['Customer']> }>;
  Order: ResolverTypeWrapper<Order>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Site: ResolverTypeWrapper<Site>;
  User: ResolverTypeWrapper<User>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Customer: CustomerModel;
  ID: Scalars['ID']['output'];
  CustomerAddress: CustomerAddress;
  CustomerFilter: CustomerFilter;
  CustomerPage: Omit<CustomerPage, 'hits'> & { hits: Array<ResolversParentTypes['Customer']> };
  Order: Order;
  Query: Record<PropertyKey, never>;
  Site: Site;
  User: User;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
};

export type InaccessibleDirectiveArgs = { };

export type InaccessibleDirectiveResolver<Result, Parent, ContextType = OrdersContext, Args = InaccessibleDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type InterfaceObjectDirectiveArgs = { };

export type InterfaceObjectDirectiveResolver<Result, Parent, ContextType = OrdersContext, Args = InterfaceObjectDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LimitDirectiveArgs = {
  max?: Maybe<Scalars['Float']['input']>;
  maxDepth?: Maybe<Scalars['Int']['input']>;
  maxItems?: Maybe<Scalars['Int']['input']>;
  maxLength?: Maybe<Scalars['Int']['input']>;
  min?: Maybe<Scalars['Float']['input']>;
  minLength?: Maybe<Scalars['Int']['input']>;
};

export type LimitDirectiveResolver<Result, Parent, ContextType = OrdersContext, Args = LimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type LinkDirectiveArgs = {
  as?: Maybe<Scalars['String']['input']>;
  for?: Maybe<Scalars['String']['input']>;
  import?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
  url: Scalars['String']['input'];
};

export type LinkDirectiveResolver<Result, Parent, ContextType = OrdersContext, Args = LinkDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type OverrideDirectiveArgs = {
  from: Scalars['String']['input'];
};

export type OverrideDirectiveResolver<Result, Parent, ContextType = OrdersContext, Args = OverrideDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ShareableDirectiveArgs = { };

export type ShareableDirectiveResolver<Result, Parent, ContextType = OrdersContext, Args = ShareableDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type TagDirectiveArgs = {
  name: Scalars['String']['input'];
};

export type TagDirectiveResolver<Result, Parent, ContextType = OrdersContext, Args = TagDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CustomerResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer'], FederationReferenceType extends FederationReferenceTypes['Customer'] = FederationReferenceTypes['Customer']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Customer']> | FederationReferenceType, FederationReferenceType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  average_order_value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lifetime_value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  order_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  seller_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['Site']>, ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  customerById?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerByIdArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  ordersByCustomer?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersByCustomerArgs, 'cus_id'>>;
};

export type SiteResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = OrdersContext> = {
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = OrdersContext> = {
  inaccessible?: InaccessibleDirectiveResolver<any, any, ContextType>;
  interfaceObject?: InterfaceObjectDirectiveResolver<any, any, ContextType>;
  limit?: LimitDirectiveResolver<any, any, ContextType>;
  link?: LinkDirectiveResolver<any, any, ContextType>;
  override?: OverrideDirectiveResolver<any, any, ContextType>;
  shareable?: ShareableDirectiveResolver<any, any, ContextType>;
  tag?: TagDirectiveResolver<any, any, ContextType>;
};

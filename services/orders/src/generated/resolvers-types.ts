import type { GraphQLResolveInfo } from 'graphql';
import type { Customer as CustomerModel } from '../customers/customer.entity';
import type { Order as OrderModel } from '../orders/order.entity';
import type { OrderHistory as OrderHistoryModel } from '../orders/order-history.entity';
import type { OrderComment as OrderCommentModel } from '../orders/order-comment.entity';
import type { OrderDesign as OrderDesignModel } from '../designs/order-design.entity';
import type { ExportTemplate as ExportTemplateModel } from '../export-templates/export-template.entity';
import type { AdminStats as AdminStatsModel, TopProduct as TopProductModel, TopProductType as TopProductTypeModel } from '../order-stats/order-stats.service';
import type { SavedOrderView as SavedOrderViewModel } from '../order-list/saved-order-view.entity';
import type { OrderExport as OrderExportModel } from '../order-exports/order-export.entity';
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

export type AdminStats = {
  __typename?: 'AdminStats';
  /** The aggregation used (the filter's, else the rule's). */
  agg_by: StatsAggregation;
  orders: Scalars['Int']['output'];
  /** Every period from the range's start (or the first order's) to its end (or the last order's), zeros included. */
  periods: Array<StatsPeriod>;
  profit: Scalars['Float']['output'];
  revenue: Scalars['Float']['output'];
  /** At most ten product types by quantity sold. */
  top_product_types: Array<TopProductType>;
  /** At most ten products by quantity sold, then "Other Products" when there are more. */
  top_products: Array<TopProduct>;
};

export type AdminStatsFilter = {
  /** Absent: the rule of spec 001 §9 (under 15 days daily, under 61 weekly, else monthly; no range monthly). */
  agg_by?: InputMaybe<StatsAggregation>;
  /** ISO-8601 instants on created_at, both inclusive (as orders(filter) takes them). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Administrator only; a Seller is always scoped to their own orders, a Supplier to those it fulfils. */
  seller_id?: InputMaybe<Scalars['ID']['input']>;
  site_id?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Owned by artworks. */
export type Artwork = {
  __typename?: 'Artwork';
  id: Scalars['ID']['output'];
};

/** Cancel Order with the Administrator's options. */
export type CancelOrderResult = {
  __typename?: 'CancelOrderResult';
  /** Every order cancelled here: the named one and, with with_related, its store order's other lines. */
  cancelled: Array<Scalars['ID']['output']>;
  /** Order has been cancel */
  message: Scalars['String']['output'];
  /** The order the call named, as it now is. */
  order: Order;
  /** Related orders that were not cancelled (already cancelled, in production or later), and why. */
  refused: Array<OrderActionRefusal>;
  /** What the store answered when cancel_in_store was asked; null when the store was not called. */
  store_message?: Maybe<Scalars['String']['output']>;
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

export type CustomerInfoInput = {
  customer?: InputMaybe<OrderCustomerInput>;
  shipping: OrderAddressInput;
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  count: Scalars['Int']['output'];
  hits: Array<Customer>;
};

/** A column the picker offers for defined_value: name is the label, value the key stored in the template. */
export type DefaultExportColumn = {
  __typename?: 'DefaultExportColumn';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type DeleteOrderResult = {
  __typename?: 'DeleteOrderResult';
  /** Order #{id} has been deleted */
  message: Scalars['String']['output'];
  order_id: Scalars['ID']['output'];
};

/** What a design action answers: the message to show, the order as it is now and the designs it changed. */
export type DesignActionResult = {
  __typename?: 'DesignActionResult';
  designs: Array<OrderDesign>;
  message: Scalars['String']['output'];
  order: Order;
};

/** A short-lived presigned download of a design's print file. */
export type DesignDownload = {
  __typename?: 'DesignDownload';
  /** When the URL stops working (5 minutes after it was made). */
  expires_at: Scalars['String']['output'];
  /** The attachment's name: <order name>-<print area>.<ext>. */
  file_name: Scalars['String']['output'];
  /** Presigned GET of the file in object storage, answered as an attachment. */
  url: Scalars['String']['output'];
};

export type DesignPreflight = {
  __typename?: 'DesignPreflight';
  effective_dpi: Scalars['Float']['output'];
  message?: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

/** One CSV column of a template, in the template's order. */
export type ExportColumn = {
  __typename?: 'ExportColumn';
  /** The CSV header. */
  name: Scalars['String']['output'];
  type: ExportColumnType;
  /** The fixed text (custom_value) or the defined column's key (defined_value). */
  value: Scalars['String']['output'];
};

export type ExportColumnInput = {
  name: Scalars['String']['input'];
  type: ExportColumnType;
  /** Custom text up to 500 characters, or a defaultExportColumns key. */
  value: Scalars['String']['input'];
};

/** custom_value: the column holds the fixed text of value; defined_value: value is a key of defaultExportColumns. */
export type ExportColumnType =
  | 'custom_value'
  | 'defined_value';

/** A named, ordered list of CSV columns an export writes (spec 001 §3 Export template). */
export type ExportTemplate = {
  __typename?: 'ExportTemplate';
  author?: Maybe<User>;
  author_id: Scalars['ID']['output'];
  /** True when the acting user may edit or delete it (the author or an Administrator); the server checks again. */
  can_edit: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  data: Array<ExportColumn>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** True when an Administrator wrote it: Sellers and Suppliers see it (all of them, or only supplier_ids). */
  shared: Scalars['Boolean']['output'];
  /**
   * Suppliers an Administrator's template is meant for (spec 001 §6: the Supplier users list of the
   * screen). Empty: shared with every Seller and Supplier. Only meaningful on an Administrator's template.
   */
  supplier_ids: Array<Scalars['ID']['output']>;
  suppliers: Array<User>;
  updated_at: Scalars['String']['output'];
};

export type ExportTemplateFilter = {
  /** Only this author's templates (the Administrator's author filter). */
  author_id?: InputMaybe<Scalars['ID']['input']>;
  /** Page size, 20 by default (spec 001 §9). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the template name (case-insensitive). */
  name?: InputMaybe<Scalars['String']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type ExportTemplateInput = {
  /** At least one and at most 100 columns ("Template configs is required." when empty). */
  data: Array<ExportColumnInput>;
  name: Scalars['String']['input'];
  /** Administrator only; ignored (kept as it was) when another role saves. */
  supplier_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type ExportTemplatePage = {
  __typename?: 'ExportTemplatePage';
  count: Scalars['Int']['output'];
  hits: Array<ExportTemplate>;
};

/** A requested store order that could not be taken in, with the store's (or intake's) reason. */
export type FetchOrderFailure = {
  __typename?: 'FetchOrderFailure';
  message: Scalars['String']['output'];
  order_id: Scalars['String']['output'];
};

/** Orders created between two times, both included ("Fetch Orders" sends 00:00:00 and 23:59:59 UTC of the chosen days). */
export type FetchOrdersRange = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type FetchOrdersResult = {
  __typename?: 'FetchOrdersResult';
  failed: Array<FetchOrderFailure>;
  /** One order per line item of every store order taken in (new or updated). */
  orders: Array<Order>;
};

/** Owned by media: an uploaded or rendered file. */
export type File = {
  __typename?: 'File';
  id: Scalars['ID']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accept (from pending_review or rejected) or reject (from accepted or pending_review) the designs; every design must be Completed with a file. */
  acceptDesign: DesignActionResult;
  /** Only for orders in production or fulfilled; saved, written to history and sent to the store. */
  addTracking: Order;
  /** Administrator, accepted orders only: the product type's carrier and its price. Answers 'Assign supplier successfully' with each order's outcome. */
  assignOrderCarrier: OrderBulkActionResult;
  /** Answers 'Order has been cancel'. cancel_in_store (Administrator) also cancels the store order; with_related (Administrator) also cancels the other lines of the same store order. A store refusal cancels nothing here. */
  cancelOrder: CancelOrderResult;
  /** An empty (or blank) comment is refused with 'Comment cannot be empty'. */
  createComment: OrderComment;
  createExportTemplate: ExportTemplate;
  deleteExportTemplate: Scalars['Boolean']['output'];
  /** Administrator: soft delete (kept for history and exports, gone from every read). Answers 'Order #{id} has been deleted'. */
  deleteOrder: DeleteOrderResult;
  deleteOrderView: Scalars['Boolean']['output'];
  /** Administrator: records the seller's payment of an accepted order not yet in production. Answers 'Order has been enter payment'. */
  enterPayment: OrderActionResult;
  /** A Seller exports their own accepted orders matching the list's filter as CSV with the template's columns (spec 000 §7). */
  exportOrders: OrderExport;
  /**
   * Pulls store orders by id and/or creation time through the store API (paged, 429 waited out)
   * into the same intake path as webhooks. The site's Seller (or an Administrator); not for offline sites.
   */
  fetchMultipleOrders: FetchOrdersResult;
  /** Answers 'Order has been paused'. */
  pauseOrder: OrderActionResult;
  /** Re Generate: every design, or only designID; refused while it is Pending or Processing and for exported and cancelled orders. */
  reGeneratePrintFile: DesignActionResult;
  /** Administrator: re-reads the store order and applies it through intake. Answers 'Order has been refreshed'. */
  refreshOrder: OrderActionResult;
  /** Answers 'Order has been resumed'. */
  resumeOrder: OrderActionResult;
  /** Saves the current filters under a name (1–100 characters); the same name replaces the caller's earlier view. */
  saveOrderView: SavedOrderView;
  /** A Supplier (accepted orders) or staff export the accepted orders matching the list's filter (spec 000 §7). */
  supplierExportOrder: OrderExport;
  /** Shipping address and customer contact (spec 000 §5); refused for exported or cancelled orders. */
  updateCustomerInfo: Order;
  updateExportTemplate: ExportTemplate;
  /** The shopper's values per print area; the designs of those print areas regenerate. Refused where Re Generate is refused. */
  updateOrderCustomize: DesignActionResult;
  /** Save (and with is_ready, Ready) replacement print files; only for sup_rejected or sup_failed orders. */
  updateOrderPrintFiles: DesignActionResult;
  /** Moves the order along the status graph; any other move is refused (Order status cannot change from X to Y). */
  updateOrderStatus: Order;
  /** Upload custom File: the caller's .jpg/.jpeg/.png files become the designs' print files; refused for exported, cancelled and error orders. */
  uploadDesigns: DesignActionResult;
};


export type MutationAcceptDesignArgs = {
  accept: Scalars['Boolean']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationAddTrackingArgs = {
  order_id: Scalars['ID']['input'];
  tracking: TrackingInput;
};


export type MutationAssignOrderCarrierArgs = {
  carrier_id: Scalars['ID']['input'];
  order_ids: Array<Scalars['ID']['input']>;
  price: Scalars['Float']['input'];
};


export type MutationCancelOrderArgs = {
  cancel_in_store?: InputMaybe<Scalars['Boolean']['input']>;
  order_id: Scalars['ID']['input'];
  with_related?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateCommentArgs = {
  comment: Scalars['String']['input'];
  order_id: Scalars['ID']['input'];
};


export type MutationCreateExportTemplateArgs = {
  input: ExportTemplateInput;
};


export type MutationDeleteExportTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOrderArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationDeleteOrderViewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEnterPaymentArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationExportOrdersArgs = {
  filter: OrderFilter;
  template_id: Scalars['ID']['input'];
};


export type MutationFetchMultipleOrdersArgs = {
  order_ids: Array<Scalars['String']['input']>;
  range_time?: InputMaybe<FetchOrdersRange>;
  site_id: Scalars['ID']['input'];
};


export type MutationPauseOrderArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationReGeneratePrintFileArgs = {
  designID?: InputMaybe<Scalars['ID']['input']>;
  orderId: Scalars['ID']['input'];
};


export type MutationRefreshOrderArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationResumeOrderArgs = {
  order_id: Scalars['ID']['input'];
};


export type MutationSaveOrderViewArgs = {
  name: Scalars['String']['input'];
  query: Scalars['String']['input'];
};


export type MutationSupplierExportOrderArgs = {
  filter: OrderFilter;
  template_id: Scalars['ID']['input'];
};


export type MutationUpdateCustomerInfoArgs = {
  customer_info: CustomerInfoInput;
  order_id: Scalars['ID']['input'];
};


export type MutationUpdateExportTemplateArgs = {
  id: Scalars['ID']['input'];
  input: ExportTemplateInput;
};


export type MutationUpdateOrderCustomizeArgs = {
  customize: Array<OrderCustomizeInput>;
  id: Scalars['ID']['input'];
};


export type MutationUpdateOrderPrintFilesArgs = {
  is_ready?: InputMaybe<Scalars['Boolean']['input']>;
  order_id: Scalars['ID']['input'];
  print_files: Array<OrderPrintFileInput>;
};


export type MutationUpdateOrderStatusArgs = {
  order_id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationUploadDesignsArgs = {
  input: Array<UploadDesignInput>;
  orderId: Scalars['ID']['input'];
};

/** One store line item: one product, variant and quantity (spec 000 §3). */
export type Order = {
  __typename?: 'Order';
  base_cost: Scalars['Float']['output'];
  billing_address?: Maybe<OrderAddress>;
  carrier?: Maybe<OrderCarrier>;
  created_at: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customer?: Maybe<OrderCustomer>;
  customer_id?: Maybe<Scalars['ID']['output']>;
  /** The list's Designs tag: Error > Processing > Pending > View. */
  design_status: Scalars['String']['output'];
  designs: Array<OrderDesign>;
  /** The order-detail label of the status (spec 000 §4): ReviewDesign, Designed, InProduction, … */
  detail_label: Scalars['String']['output'];
  history: Array<OrderHistory>;
  id: Scalars['ID']['output'];
  /** The store order number. */
  name: Scalars['String']['output'];
  /** The store's order id. */
  origin_id: Scalars['String']['output'];
  /** The store's line item id. */
  origin_line_id: Scalars['String']['output'];
  /** True once a payment was entered (enterPayment). */
  paid: Scalars['Boolean']['output'];
  paid_at?: Maybe<Scalars['String']['output']>;
  /** True while paused; Resume returns to paused_from. */
  paused: Scalars['Boolean']['output'];
  paused_from?: Maybe<Scalars['String']['output']>;
  personalizedData: Array<PersonalizedData>;
  price: Scalars['Float']['output'];
  product?: Maybe<Product>;
  product_type?: Maybe<ProductType>;
  product_type_variant?: Maybe<ProductTypeVariant>;
  quantity: Scalars['Int']['output'];
  seller_id: Scalars['ID']['output'];
  shipping_address?: Maybe<OrderAddress>;
  shipping_cost: Scalars['Float']['output'];
  site?: Maybe<Site>;
  site_id: Scalars['ID']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  /** One of ORDER_STATUSES (contracts); 'pending' while paused. */
  status: Scalars['String']['output'];
  supplier?: Maybe<User>;
  /** The line title as the store sent it. */
  title: Scalars['String']['output'];
  tracking?: Maybe<OrderTracking>;
  updated_at: Scalars['String']['output'];
  variant?: Maybe<ProductVariant>;
};

/** One order a bulk action did not change, and why. */
export type OrderActionRefusal = {
  __typename?: 'OrderActionRefusal';
  message: Scalars['String']['output'];
  order_id: Scalars['ID']['output'];
};

/** A state change answered with the spec's message (§8) and the order as it now is. */
export type OrderActionResult = {
  __typename?: 'OrderActionResult';
  message: Scalars['String']['output'];
  order: Order;
};

/** A shipping or billing address; names and phone are the recipient's (company for shipping). */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  company?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  first_name?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  state_code?: Maybe<Scalars['String']['output']>;
  zip?: Maybe<Scalars['String']['output']>;
};

export type OrderAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  /** Checked by the service: '{field} max 5 character'. */
  country_code?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  state_code?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** What a bulk action did, order by order. */
export type OrderBulkActionResult = {
  __typename?: 'OrderBulkActionResult';
  /** The spec's success text when at least one order changed, else what stopped them all. */
  message: Scalars['String']['output'];
  refused: Array<OrderActionRefusal>;
  succeeded: Array<Scalars['ID']['output']>;
};

export type OrderCarrier = {
  __typename?: 'OrderCarrier';
  /** The catalog's carrier id; null when the name came from tracking. */
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  /** The carrier's price for this order (assignOrderCarrier). */
  price?: Maybe<Scalars['Float']['output']>;
};

export type OrderComment = {
  __typename?: 'OrderComment';
  author?: Maybe<User>;
  comment: Scalars['String']['output'];
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  order_id: Scalars['ID']['output'];
};

/** The shopper as the store sent them (spec 000 §3 Order.customer). */
export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email?: Maybe<Scalars['String']['output']>;
  first_name?: Maybe<Scalars['String']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type OrderCustomerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The shopper's values of one print area (the Customization drawer's tab). */
export type OrderCustomizeInput = {
  personalized: Array<PersonalizedFieldInput>;
  /** The print area's name, as Order.personalizedData[].printArea. */
  printArea: Scalars['String']['input'];
};

/** The print file of one print area of an order. */
export type OrderDesign = {
  __typename?: 'OrderDesign';
  artwork_id?: Maybe<Scalars['ID']['output']>;
  base_print_area_id: Scalars['ID']['output'];
  base_print_area_name: Scalars['String']['output'];
  dpi: Scalars['Int']['output'];
  file?: Maybe<File>;
  file_id?: Maybe<Scalars['ID']['output']>;
  file_key?: Maybe<Scalars['String']['output']>;
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  is_custom: Scalars['Boolean']['output'];
  /** Why the render failed (the Error tooltip). */
  log?: Maybe<Scalars['String']['output']>;
  order_id: Scalars['ID']['output'];
  preflight?: Maybe<DesignPreflight>;
  /** 1 when created, one more on every change: of two answers about this design, the higher revision is the newer state. */
  revision: Scalars['Int']['output'];
  /** Pending | Processing | Completed | Error */
  status: Scalars['String']['output'];
  /** Target print size in pixels. */
  width: Scalars['Int']['output'];
};

/** One CSV export of orders (spec 001 §3 OrderExport) and the job that writes it. */
export type OrderExport = {
  __typename?: 'OrderExport';
  author?: Maybe<User>;
  created_at: Scalars['String']['output'];
  /** Why a failed export failed (no server details). */
  error?: Maybe<Scalars['String']['output']>;
  file?: Maybe<File>;
  /** The stored CSV (media File), once done. */
  file_id?: Maybe<Scalars['ID']['output']>;
  file_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The orders this export claimed and moved to exported. */
  order_ids: Array<Scalars['ID']['output']>;
  /** Orders written to the CSV so far, out of total (the UI's progress bar). */
  progress: Scalars['Int']['output'];
  status: OrderExportStatus;
  template_id?: Maybe<Scalars['ID']['output']>;
  total: Scalars['Int']['output'];
};

export type OrderExportList = {
  __typename?: 'OrderExportList';
  count: Scalars['Int']['output'];
  hits: Array<OrderExport>;
};

/** Where an export job is: writing the CSV, stored, or failed (its orders went back to accepted). */
export type OrderExportStatus =
  | 'done'
  | 'failed'
  | 'running';

/** The list's filters, as they live in the query string (spec 000 §2; §9 for dates). */
export type OrderFilter = {
  field?: InputMaybe<OrderSearchField>;
  /** ISO-8601 instants; created_at >= from and <= to. */
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** pageArgs: 20 by default; -1 means all up to the list's bound. */
  offset?: InputMaybe<Scalars['Int']['input']>;
  product_type_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** Administrator and Supporter only (a Seller is always scoped to their own sites). */
  seller_id?: InputMaybe<Scalars['ID']['input']>;
  site_id?: InputMaybe<Scalars['ID']['input']>;
  /** Statuses to show (a tab is one status; the Supplier preset is several). Empty or absent: every status the caller may see. */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** One Timeline entry; user is null when the system did it. */
export type OrderHistory = {
  __typename?: 'OrderHistory';
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  order: Order;
  type: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  user?: Maybe<User>;
};

export type OrderList = {
  __typename?: 'OrderList';
  /** Per-status counts over every filter except status; only statuses the caller may see. */
  aggs: Array<OrderStatusCount>;
  /** Rows matching every filter (status included). */
  count: Scalars['Int']['output'];
  hits: Array<Order>;
};

/** One replacement print file: the design (id) or its print area (name), and media's file id. */
export type OrderPrintFileInput = {
  design_id?: InputMaybe<Scalars['ID']['input']>;
  file_id: Scalars['ID']['input'];
  print_area?: InputMaybe<Scalars['String']['input']>;
};

/** Which field the list's search box looks in (spec 000 §2 search field selector). */
export type OrderSearchField =
  | 'all'
  | 'app_id'
  | 'origin_id'
  | 'origin_number';

/** One status tab's count over the current filters, ignoring the status filter itself (spec 000 §7 aggs{key,doc_count}). */
export type OrderStatusCount = {
  __typename?: 'OrderStatusCount';
  doc_count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
};

export type OrderTracking = {
  __typename?: 'OrderTracking';
  carrier: Scalars['String']['output'];
  number: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** The shopper's personalisation of one print area (the Customization panel's tab). */
export type PersonalizedData = {
  __typename?: 'PersonalizedData';
  artwork?: Maybe<Artwork>;
  personalized: Array<PersonalizedField>;
  printArea: Scalars['String']['output'];
};

export type PersonalizedField = {
  __typename?: 'PersonalizedField';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type PersonalizedFieldInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** Owned by catalog; an order's product resolves there by reference. */
export type Product = {
  __typename?: 'Product';
  id: Scalars['ID']['output'];
};

/** Owned by catalog. */
export type ProductType = {
  __typename?: 'ProductType';
  id: Scalars['ID']['output'];
};

/** Owned by catalog. */
export type ProductTypeVariant = {
  __typename?: 'ProductTypeVariant';
  id: Scalars['ID']['output'];
};

/** Owned by catalog (a product's sellable variant). */
export type ProductVariant = {
  __typename?: 'ProductVariant';
  id: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The dashboard's revenue, profit and tops (spec 001 §7), over the orders the caller's role may count. */
  adminStats: AdminStats;
  customerById?: Maybe<Customer>;
  customers: CustomerPage;
  defaultExportColumns: Array<DefaultExportColumn>;
  /** A short-lived presigned URL of an export's CSV (id = the export's id or its file id); the browser navigates to it. */
  downloadFile: Scalars['String']['output'];
  exportTemplate?: Maybe<ExportTemplate>;
  exportTemplates: ExportTemplatePage;
  /** The order's Timeline, oldest first. */
  getOrderHistory: Array<OrderHistory>;
  /** One order the caller may see; NOT_FOUND otherwise (spec name). */
  order?: Maybe<Order>;
  /** The same as order(id) (both names are in spec 000 §7). */
  orderById?: Maybe<Order>;
  /** The order's comments, oldest first. */
  orderComment: Array<OrderComment>;
  /** Download: a 5-minute presigned URL of the design's print file, for whoever may read the order. */
  orderDesignDownload: DesignDownload;
  /** One export, for following its progress. */
  orderExport: OrderExport;
  /** Export files (spec 001 §7): newest first, created_at within from..to, search = an order id the export holds; 20 per page. */
  orderExports: OrderExportList;
  /** The orders list (spec 000 §7 orders(filter) -> count, hits, aggs), scoped to what the caller may see. */
  orders: OrderList;
  ordersByCustomer: Array<Order>;
  /** The caller's saved views, newest first. */
  savedOrderViews: Array<SavedOrderView>;
};


export type QueryAdminStatsArgs = {
  filter?: InputMaybe<AdminStatsFilter>;
};


export type QueryCustomerByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  filter?: InputMaybe<CustomerFilter>;
};


export type QueryDownloadFileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryExportTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryExportTemplatesArgs = {
  filter?: InputMaybe<ExportTemplateFilter>;
};


export type QueryGetOrderHistoryArgs = {
  order_id: Scalars['ID']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderCommentArgs = {
  order_id: Scalars['ID']['input'];
};


export type QueryOrderDesignDownloadArgs = {
  designId: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
};


export type QueryOrderExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderExportsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
};


export type QueryOrdersByCustomerArgs = {
  cus_id: Scalars['ID']['input'];
};

/** A named set of list filters, personal to its owner (issue 12 'Saved views'). */
export type SavedOrderView = {
  __typename?: 'SavedOrderView';
  created_at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The /orders query string it restores (without the leading ?). */
  query: Scalars['String']['output'];
};

/** Owned by users-sites; orders only points at it. */
export type Site = {
  __typename?: 'Site';
  id: Scalars['ID']['output'];
};

/** The period one bucket of the revenue/profit chart spans (spec 001 §9 aggregation rule). */
export type StatsAggregation =
  | 'day'
  | 'month'
  | 'week';

/** One bucket of the chart: the orders created in the period that count (not cancelled, refunded or error). */
export type StatsPeriod = {
  __typename?: 'StatsPeriod';
  orders: Scalars['Int']['output'];
  /** First day of the period on the business clock (-07:00), YYYY-MM-DD; weeks start on Monday. */
  period: Scalars['String']['output'];
  profit: Scalars['Float']['output'];
  revenue: Scalars['Float']['output'];
};

/** A product of the pie and the Top Order Product tab; the row with product_id null and other true is the rest. */
export type TopProduct = {
  __typename?: 'TopProduct';
  orders: Scalars['Int']['output'];
  /** True for the one row that sums every product after the first ten ("Other Products"). */
  other: Scalars['Boolean']['output'];
  product?: Maybe<Product>;
  product_id?: Maybe<Scalars['ID']['output']>;
  quantity: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
  /** The order lines' title (the catalog product's, through `product`, when the caller may read it). */
  title: Scalars['String']['output'];
};

export type TopProductType = {
  __typename?: 'TopProductType';
  orders: Scalars['Int']['output'];
  product_type?: Maybe<ProductType>;
  product_type_id?: Maybe<Scalars['ID']['output']>;
  quantity: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
};

export type TrackingInput = {
  carrier: Scalars['String']['input'];
  number: Scalars['String']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};

/** One custom file for one design of the order (Upload custom File). */
export type UploadDesignInput = {
  /** media's File id of the uploaded .jpg, .jpeg or .png. */
  file_id: Scalars['ID']['input'];
  /** The design (OrderDesign.id). */
  id: Scalars['ID']['input'];
};

/** Owned by users-sites; orders contributes how many orders the user sells. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  /**
   * Orders whose seller is this user, every status (cancelled included), deleted orders left out.
   * Private like the user's e-mail: the user and users.manage staff read it, anyone else gets null.
   */
  totalOrder?: Maybe<Scalars['Int']['output']>;
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
  Order: Order;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Customer:
    ( { __typename: 'Customer' }
    & GraphQLRecursivePick<FederationTypes['Customer'], {"id":true}> );
  Order:
    ( { __typename: 'Order' }
    & GraphQLRecursivePick<FederationTypes['Order'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminStats: ResolverTypeWrapper<AdminStatsModel>;
  AdminStatsFilter: AdminStatsFilter;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Artwork: ResolverTypeWrapper<Artwork>;
  CancelOrderResult: ResolverTypeWrapper<Omit<CancelOrderResult, 'order'> & { order: ResolversTypes['Order'] }>;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerAddress: ResolverTypeWrapper<CustomerAddress>;
  CustomerFilter: CustomerFilter;
  CustomerInfoInput: CustomerInfoInput;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'hits'> & { hits: Array<ResolversTypes['Customer']> }>;
  DefaultExportColumn: ResolverTypeWrapper<DefaultExportColumn>;
  DeleteOrderResult: ResolverTypeWrapper<DeleteOrderResult>;
  DesignActionResult: ResolverTypeWrapper<Omit<DesignActionResult, 'designs' | 'order'> & { designs: Array<ResolversTypes['OrderDesign']>, order: ResolversTypes['Order'] }>;
  DesignDownload: ResolverTypeWrapper<DesignDownload>;
  DesignPreflight: ResolverTypeWrapper<DesignPreflight>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ExportColumn: ResolverTypeWrapper<ExportColumn>;
  ExportColumnInput: ExportColumnInput;
  ExportColumnType: ExportColumnType;
  ExportTemplate: ResolverTypeWrapper<ExportTemplateModel>;
  ExportTemplateFilter: ExportTemplateFilter;
  ExportTemplateInput: ExportTemplateInput;
  ExportTemplatePage: ResolverTypeWrapper<Omit<ExportTemplatePage, 'hits'> & { hits: Array<ResolversTypes['ExportTemplate']> }>;
  FetchOrderFailure: ResolverTypeWrapper<FetchOrderFailure>;
  FetchOrdersRange: FetchOrdersRange;
  FetchOrdersResult: ResolverTypeWrapper<Omit<FetchOrdersResult, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  File: ResolverTypeWrapper<File>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderActionRefusal: ResolverTypeWrapper<OrderActionRefusal>;
  OrderActionResult: ResolverTypeWrapper<Omit<OrderActionResult, 'order'> & { order: ResolversTypes['Order'] }>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderAddressInput: OrderAddressInput;
  OrderBulkActionResult: ResolverTypeWrapper<OrderBulkActionResult>;
  OrderCarrier: ResolverTypeWrapper<OrderCarrier>;
  OrderComment: ResolverTypeWrapper<OrderCommentModel>;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderCustomerInput: OrderCustomerInput;
  OrderCustomizeInput: OrderCustomizeInput;
  OrderDesign: ResolverTypeWrapper<OrderDesignModel>;
  OrderExport: ResolverTypeWrapper<OrderExportModel>;
  OrderExportList: ResolverTypeWrapper<Omit<OrderExportList, 'hits'> & { hits: Array<ResolversTypes['OrderExport']> }>;
  OrderExportStatus: OrderExportStatus;
  OrderFilter: OrderFilter;
  OrderHistory: ResolverTypeWrapper<OrderHistoryModel>;
  OrderList: ResolverTypeWrapper<Omit<OrderList, 'hits'> & { hits: Array<ResolversTypes['Order']> }>;
  OrderPrintFileInput: OrderPrintFileInput;
  OrderSearchField: OrderSearchField;
  OrderStatusCount: ResolverTypeWrapper<OrderStatusCount>;
  OrderTracking: ResolverTypeWrapper<OrderTracking>;
  PersonalizedData: ResolverTypeWrapper<PersonalizedData>;
  PersonalizedField: ResolverTypeWrapper<PersonalizedField>;
  PersonalizedFieldInput: PersonalizedFieldInput;
  Product: ResolverTypeWrapper<Product>;
  ProductType: ResolverTypeWrapper<ProductType>;
  ProductTypeVariant: ResolverTypeWrapper<ProductTypeVariant>;
  ProductVariant: ResolverTypeWrapper<ProductVariant>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SavedOrderView: ResolverTypeWrapper<SavedOrderViewModel>;
  Site: ResolverTypeWrapper<Site>;
  StatsAggregation: StatsAggregation;
  StatsPeriod: ResolverTypeWrapper<StatsPeriod>;
  TopProduct: ResolverTypeWrapper<TopProductModel>;
  TopProductType: ResolverTypeWrapper<TopProductTypeModel>;
  TrackingInput: TrackingInput;
  UploadDesignInput: UploadDesignInput;
  User: ResolverTypeWrapper<User>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminStats: AdminStatsModel;
  AdminStatsFilter: AdminStatsFilter;
  ID: Scalars['ID']['output'];
  Artwork: Artwork;
  CancelOrderResult: Omit<CancelOrderResult, 'order'> & { order: ResolversParentTypes['Order'] };
  Customer: CustomerModel;
  CustomerAddress: CustomerAddress;
  CustomerFilter: CustomerFilter;
  CustomerInfoInput: CustomerInfoInput;
  CustomerPage: Omit<CustomerPage, 'hits'> & { hits: Array<ResolversParentTypes['Customer']> };
  DefaultExportColumn: DefaultExportColumn;
  DeleteOrderResult: DeleteOrderResult;
  DesignActionResult: Omit<DesignActionResult, 'designs' | 'order'> & { designs: Array<ResolversParentTypes['OrderDesign']>, order: ResolversParentTypes['Order'] };
  DesignDownload: DesignDownload;
  DesignPreflight: DesignPreflight;
  Boolean: Scalars['Boolean']['output'];
  ExportColumn: ExportColumn;
  ExportColumnInput: ExportColumnInput;
  ExportTemplate: ExportTemplateModel;
  ExportTemplateFilter: ExportTemplateFilter;
  ExportTemplateInput: ExportTemplateInput;
  ExportTemplatePage: Omit<ExportTemplatePage, 'hits'> & { hits: Array<ResolversParentTypes['ExportTemplate']> };
  FetchOrderFailure: FetchOrderFailure;
  FetchOrdersRange: FetchOrdersRange;
  FetchOrdersResult: Omit<FetchOrdersResult, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  File: File;
  Mutation: Record<PropertyKey, never>;
  Order: OrderModel;
  OrderActionRefusal: OrderActionRefusal;
  OrderActionResult: Omit<OrderActionResult, 'order'> & { order: ResolversParentTypes['Order'] };
  OrderAddress: OrderAddress;
  OrderAddressInput: OrderAddressInput;
  OrderBulkActionResult: OrderBulkActionResult;
  OrderCarrier: OrderCarrier;
  OrderComment: OrderCommentModel;
  OrderCustomer: OrderCustomer;
  OrderCustomerInput: OrderCustomerInput;
  OrderCustomizeInput: OrderCustomizeInput;
  OrderDesign: OrderDesignModel;
  OrderExport: OrderExportModel;
  OrderExportList: Omit<OrderExportList, 'hits'> & { hits: Array<ResolversParentTypes['OrderExport']> };
  OrderFilter: OrderFilter;
  OrderHistory: OrderHistoryModel;
  OrderList: Omit<OrderList, 'hits'> & { hits: Array<ResolversParentTypes['Order']> };
  OrderPrintFileInput: OrderPrintFileInput;
  OrderStatusCount: OrderStatusCount;
  OrderTracking: OrderTracking;
  PersonalizedData: PersonalizedData;
  PersonalizedField: PersonalizedField;
  PersonalizedFieldInput: PersonalizedFieldInput;
  Product: Product;
  ProductType: ProductType;
  ProductTypeVariant: ProductTypeVariant;
  ProductVariant: ProductVariant;
  Query: Record<PropertyKey, never>;
  SavedOrderView: SavedOrderViewModel;
  Site: Site;
  StatsPeriod: StatsPeriod;
  TopProduct: TopProductModel;
  TopProductType: TopProductTypeModel;
  TrackingInput: TrackingInput;
  UploadDesignInput: UploadDesignInput;
  User: User | FederationReferenceTypes['User'];
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  String: Scalars['String']['output'];
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

export type AdminStatsResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats']> = {
  agg_by?: Resolver<ResolversTypes['StatsAggregation'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['StatsPeriod']>, ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  top_product_types?: Resolver<Array<ResolversTypes['TopProductType']>, ParentType, ContextType>;
  top_products?: Resolver<Array<ResolversTypes['TopProduct']>, ParentType, ContextType>;
};

export type ArtworkResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Artwork'] = ResolversParentTypes['Artwork']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CancelOrderResultResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['CancelOrderResult'] = ResolversParentTypes['CancelOrderResult']> = {
  cancelled?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['OrderActionRefusal']>, ParentType, ContextType>;
  store_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

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

export type DefaultExportColumnResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['DefaultExportColumn'] = ResolversParentTypes['DefaultExportColumn']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeleteOrderResultResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['DeleteOrderResult'] = ResolversParentTypes['DeleteOrderResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DesignActionResultResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['DesignActionResult'] = ResolversParentTypes['DesignActionResult']> = {
  designs?: Resolver<Array<ResolversTypes['OrderDesign']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type DesignDownloadResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['DesignDownload'] = ResolversParentTypes['DesignDownload']> = {
  expires_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DesignPreflightResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['DesignPreflight'] = ResolversParentTypes['DesignPreflight']> = {
  effective_dpi?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ExportColumnResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ExportColumn'] = ResolversParentTypes['ExportColumn']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ExportColumnType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExportTemplateResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ExportTemplate'] = ResolversParentTypes['ExportTemplate']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  author_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  can_edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ExportColumn']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supplier_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  suppliers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExportTemplatePageResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ExportTemplatePage'] = ResolversParentTypes['ExportTemplatePage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['ExportTemplate']>, ParentType, ContextType>;
};

export type FetchOrderFailureResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['FetchOrderFailure'] = ResolversParentTypes['FetchOrderFailure']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FetchOrdersResultResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['FetchOrdersResult'] = ResolversParentTypes['FetchOrdersResult']> = {
  failed?: Resolver<Array<ResolversTypes['FetchOrderFailure']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type FileResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptDesign?: Resolver<ResolversTypes['DesignActionResult'], ParentType, ContextType, RequireFields<MutationAcceptDesignArgs, 'accept' | 'orderId'>>;
  addTracking?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddTrackingArgs, 'order_id' | 'tracking'>>;
  assignOrderCarrier?: Resolver<ResolversTypes['OrderBulkActionResult'], ParentType, ContextType, RequireFields<MutationAssignOrderCarrierArgs, 'carrier_id' | 'order_ids' | 'price'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderResult'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'cancel_in_store' | 'order_id' | 'with_related'>>;
  createComment?: Resolver<ResolversTypes['OrderComment'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'comment' | 'order_id'>>;
  createExportTemplate?: Resolver<ResolversTypes['ExportTemplate'], ParentType, ContextType, RequireFields<MutationCreateExportTemplateArgs, 'input'>>;
  deleteExportTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteExportTemplateArgs, 'id'>>;
  deleteOrder?: Resolver<ResolversTypes['DeleteOrderResult'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'order_id'>>;
  deleteOrderView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrderViewArgs, 'id'>>;
  enterPayment?: Resolver<ResolversTypes['OrderActionResult'], ParentType, ContextType, RequireFields<MutationEnterPaymentArgs, 'order_id'>>;
  exportOrders?: Resolver<ResolversTypes['OrderExport'], ParentType, ContextType, RequireFields<MutationExportOrdersArgs, 'filter' | 'template_id'>>;
  fetchMultipleOrders?: Resolver<ResolversTypes['FetchOrdersResult'], ParentType, ContextType, RequireFields<MutationFetchMultipleOrdersArgs, 'order_ids' | 'site_id'>>;
  pauseOrder?: Resolver<ResolversTypes['OrderActionResult'], ParentType, ContextType, RequireFields<MutationPauseOrderArgs, 'order_id'>>;
  reGeneratePrintFile?: Resolver<ResolversTypes['DesignActionResult'], ParentType, ContextType, RequireFields<MutationReGeneratePrintFileArgs, 'orderId'>>;
  refreshOrder?: Resolver<ResolversTypes['OrderActionResult'], ParentType, ContextType, RequireFields<MutationRefreshOrderArgs, 'order_id'>>;
  resumeOrder?: Resolver<ResolversTypes['OrderActionResult'], ParentType, ContextType, RequireFields<MutationResumeOrderArgs, 'order_id'>>;
  saveOrderView?: Resolver<ResolversTypes['SavedOrderView'], ParentType, ContextType, RequireFields<MutationSaveOrderViewArgs, 'name' | 'query'>>;
  supplierExportOrder?: Resolver<ResolversTypes['OrderExport'], ParentType, ContextType, RequireFields<MutationSupplierExportOrderArgs, 'filter' | 'template_id'>>;
  updateCustomerInfo?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateCustomerInfoArgs, 'customer_info' | 'order_id'>>;
  updateExportTemplate?: Resolver<ResolversTypes['ExportTemplate'], ParentType, ContextType, RequireFields<MutationUpdateExportTemplateArgs, 'id' | 'input'>>;
  updateOrderCustomize?: Resolver<ResolversTypes['DesignActionResult'], ParentType, ContextType, RequireFields<MutationUpdateOrderCustomizeArgs, 'customize' | 'id'>>;
  updateOrderPrintFiles?: Resolver<ResolversTypes['DesignActionResult'], ParentType, ContextType, RequireFields<MutationUpdateOrderPrintFilesArgs, 'is_ready' | 'order_id' | 'print_files'>>;
  updateOrderStatus?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'order_id' | 'status'>>;
  uploadDesigns?: Resolver<ResolversTypes['DesignActionResult'], ParentType, ContextType, RequireFields<MutationUploadDesignsArgs, 'input' | 'orderId'>>;
};

export type OrderResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order'], FederationReferenceType extends FederationReferenceTypes['Order'] = FederationReferenceTypes['Order']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Order']> | FederationReferenceType, FederationReferenceType, ContextType>;
  base_cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billing_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['OrderCarrier']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['OrderCustomer']>, ParentType, ContextType>;
  customer_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  design_status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  designs?: Resolver<Array<ResolversTypes['OrderDesign']>, ParentType, ContextType>;
  detail_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderHistory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin_line_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paused_from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personalizedData?: Resolver<Array<ResolversTypes['PersonalizedData']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  product_type?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType>;
  product_type_variant?: Resolver<Maybe<ResolversTypes['ProductTypeVariant']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seller_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipping_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  shipping_cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['Site']>, ParentType, ContextType>;
  site_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplier?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracking?: Resolver<Maybe<ResolversTypes['OrderTracking']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['ProductVariant']>, ParentType, ContextType>;
};

export type OrderActionRefusalResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderActionRefusal'] = ResolversParentTypes['OrderActionRefusal']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderActionResultResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderActionResult'] = ResolversParentTypes['OrderActionResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderBulkActionResultResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderBulkActionResult'] = ResolversParentTypes['OrderBulkActionResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['OrderActionRefusal']>, ParentType, ContextType>;
  succeeded?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OrderCarrierResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderCarrier'] = ResolversParentTypes['OrderCarrier']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type OrderCommentResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderComment'] = ResolversParentTypes['OrderComment']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderCustomerResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderDesignResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderDesign'] = ResolversParentTypes['OrderDesign']> = {
  artwork_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  base_print_area_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  base_print_area_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dpi?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  file_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  file_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_custom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  log?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preflight?: Resolver<Maybe<ResolversTypes['DesignPreflight']>, ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderExportResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderExport'] = ResolversParentTypes['OrderExport']> = {
  author?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  file_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderExportStatus'], ParentType, ContextType>;
  template_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderExportListResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderExportList'] = ResolversParentTypes['OrderExportList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['OrderExport']>, ParentType, ContextType>;
};

export type OrderHistoryResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderHistory'] = ResolversParentTypes['OrderHistory']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type OrderListResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderList'] = ResolversParentTypes['OrderList']> = {
  aggs?: Resolver<Array<ResolversTypes['OrderStatusCount']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type OrderStatusCountResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderStatusCount'] = ResolversParentTypes['OrderStatusCount']> = {
  doc_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderTrackingResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['OrderTracking'] = ResolversParentTypes['OrderTracking']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonalizedDataResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['PersonalizedData'] = ResolversParentTypes['PersonalizedData']> = {
  artwork?: Resolver<Maybe<ResolversTypes['Artwork']>, ParentType, ContextType>;
  personalized?: Resolver<Array<ResolversTypes['PersonalizedField']>, ParentType, ContextType>;
  printArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PersonalizedFieldResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['PersonalizedField'] = ResolversParentTypes['PersonalizedField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductTypeResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ProductType'] = ResolversParentTypes['ProductType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductTypeVariantResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ProductTypeVariant'] = ResolversParentTypes['ProductTypeVariant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductVariantResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['ProductVariant'] = ResolversParentTypes['ProductVariant']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType, Partial<QueryAdminStatsArgs>>;
  customerById?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerByIdArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  defaultExportColumns?: Resolver<Array<ResolversTypes['DefaultExportColumn']>, ParentType, ContextType>;
  downloadFile?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryDownloadFileArgs, 'id'>>;
  exportTemplate?: Resolver<Maybe<ResolversTypes['ExportTemplate']>, ParentType, ContextType, RequireFields<QueryExportTemplateArgs, 'id'>>;
  exportTemplates?: Resolver<ResolversTypes['ExportTemplatePage'], ParentType, ContextType, Partial<QueryExportTemplatesArgs>>;
  getOrderHistory?: Resolver<Array<ResolversTypes['OrderHistory']>, ParentType, ContextType, RequireFields<QueryGetOrderHistoryArgs, 'order_id'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderById?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderByIdArgs, 'id'>>;
  orderComment?: Resolver<Array<ResolversTypes['OrderComment']>, ParentType, ContextType, RequireFields<QueryOrderCommentArgs, 'order_id'>>;
  orderDesignDownload?: Resolver<ResolversTypes['DesignDownload'], ParentType, ContextType, RequireFields<QueryOrderDesignDownloadArgs, 'designId' | 'orderId'>>;
  orderExport?: Resolver<ResolversTypes['OrderExport'], ParentType, ContextType, RequireFields<QueryOrderExportArgs, 'id'>>;
  orderExports?: Resolver<ResolversTypes['OrderExportList'], ParentType, ContextType, Partial<QueryOrderExportsArgs>>;
  orders?: Resolver<ResolversTypes['OrderList'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  ordersByCustomer?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersByCustomerArgs, 'cus_id'>>;
  savedOrderViews?: Resolver<Array<ResolversTypes['SavedOrderView']>, ParentType, ContextType>;
};

export type SavedOrderViewResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['SavedOrderView'] = ResolversParentTypes['SavedOrderView']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StatsPeriodResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['StatsPeriod'] = ResolversParentTypes['StatsPeriod']> = {
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TopProductResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['TopProduct'] = ResolversParentTypes['TopProduct']> = {
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  other?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  product_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TopProductTypeResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['TopProductType'] = ResolversParentTypes['TopProductType']> = {
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product_type?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType>;
  product_type_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = OrdersContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = OrdersContext> = {
  AdminStats?: AdminStatsResolvers<ContextType>;
  Artwork?: ArtworkResolvers<ContextType>;
  CancelOrderResult?: CancelOrderResultResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  DefaultExportColumn?: DefaultExportColumnResolvers<ContextType>;
  DeleteOrderResult?: DeleteOrderResultResolvers<ContextType>;
  DesignActionResult?: DesignActionResultResolvers<ContextType>;
  DesignDownload?: DesignDownloadResolvers<ContextType>;
  DesignPreflight?: DesignPreflightResolvers<ContextType>;
  ExportColumn?: ExportColumnResolvers<ContextType>;
  ExportTemplate?: ExportTemplateResolvers<ContextType>;
  ExportTemplatePage?: ExportTemplatePageResolvers<ContextType>;
  FetchOrderFailure?: FetchOrderFailureResolvers<ContextType>;
  FetchOrdersResult?: FetchOrdersResultResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderActionRefusal?: OrderActionRefusalResolvers<ContextType>;
  OrderActionResult?: OrderActionResultResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderBulkActionResult?: OrderBulkActionResultResolvers<ContextType>;
  OrderCarrier?: OrderCarrierResolvers<ContextType>;
  OrderComment?: OrderCommentResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderDesign?: OrderDesignResolvers<ContextType>;
  OrderExport?: OrderExportResolvers<ContextType>;
  OrderExportList?: OrderExportListResolvers<ContextType>;
  OrderHistory?: OrderHistoryResolvers<ContextType>;
  OrderList?: OrderListResolvers<ContextType>;
  OrderStatusCount?: OrderStatusCountResolvers<ContextType>;
  OrderTracking?: OrderTrackingResolvers<ContextType>;
  PersonalizedData?: PersonalizedDataResolvers<ContextType>;
  PersonalizedField?: PersonalizedFieldResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductType?: ProductTypeResolvers<ContextType>;
  ProductTypeVariant?: ProductTypeVariantResolvers<ContextType>;
  ProductVariant?: ProductVariantResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SavedOrderView?: SavedOrderViewResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  StatsPeriod?: StatsPeriodResolvers<ContextType>;
  TopProduct?: TopProductResolvers<ContextType>;
  TopProductType?: TopProductTypeResolvers<ContextType>;
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

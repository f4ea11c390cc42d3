import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { OrderAddress } from '../orders/order.entity';
import type { ExportColumn } from './export-template.entity';

dayjs.extend(utc);

/**
 * Everything a CSV row of an export may print about one order line. The exporter fills it:
 * the order's own columns from the orders table, names it looks up once per export (site,
 * seller, supplier, product type, variant attributes from the catalog), and the URLs it signs
 * (print files, mockup) — this module never reaches storage or another service.
 */
export interface ExportOrderRow {
  /** Our order (line) id. */
  id: string;
  /** The store's order id. */
  origin_id: string;
  /** The store's line item id. */
  origin_line_id: string;
  /** The store order number (Order.name, e.g. "#1001"). */
  origin_number: string;
  title: string;
  sku: string | null;
  product_id: string | null;
  /** The product type's title (catalog); null when the line has none. */
  product_type: string | null;
  product_type_sku: string | null;
  /** The variant's attributes in the product type's order; the CSV prints them "Color: Black, Size: L". */
  variant_attributes: Array<{ name: string; option: string }>;
  quantity: number;
  price: number;
  base_cost: number;
  shipping_cost: number;
  currency: string;
  status: string;
  shipping_address: OrderAddress | null;
  customer_email: string | null;
  customer_phone: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  /** The carrier's name (assigned on the list or sent by the store). */
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  /**
   * Every design's print area and the signed URL of its file ('' while it has none), in the
   * product type's print-area order (areas the type no longer has last, by name).
   */
  print_files: Array<{ print_area: string; url: string }>;
  /** Signed URL of the line's mockup image, if any. */
  mockup_url: string | null;
  site_id: string;
  site_title: string | null;
  site_domain: string | null;
  seller_id: string;
  seller_name: string | null;
  seller_email: string | null;
  supplier_name: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * How many print-area positions the picker offers (print_file_url_1 … _N). Product types carry
 * one to four print areas in practice (front, back, two sleeves); print_file_urls holds them all.
 */
export const PRINT_FILE_POSITIONS = 4;

/**
 * A print-file column by print-area name (issue 21 item 6): `print_file_url:Front` prints the
 * file of the order's print area named Front (any case), whatever its position, so a "Front"
 * column can never carry the back print. The name is the product type's print-area name.
 */
export const PRINT_FILE_BY_AREA_PREFIX = 'print_file_url:';
/** Longest print-area name a by-name column holds (the catalog's names are short: "Left sleeve"). */
export const PRINT_AREA_NAME_MAX = 100;

/** The key of the print-file column of the print area named `area`. */
export function printFileByAreaKey(area: string): string {
  return `${PRINT_FILE_BY_AREA_PREFIX}${area.trim()}`;
}

/** The print-area name of a by-name print-file key, or null when `key` is not one (or names nothing). */
export function printAreaOfKey(key: string): string | null {
  if (!key.startsWith(PRINT_FILE_BY_AREA_PREFIX)) return null;
  const area = key.slice(PRINT_FILE_BY_AREA_PREFIX.length).trim();
  return area && area.length <= PRINT_AREA_NAME_MAX ? area : null;
}

/** The picker's label of a by-name print-file column. */
export function printFileByAreaLabel(area: string): string {
  return `Print File URL: ${area}`;
}

const sameArea = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

type Getter = (order: ExportOrderRow) => string;

const text = (value: string | null | undefined): string => value ?? '';
/** Money with two decimals and a dot, whatever the locale: suppliers' sheets parse it as a number. */
const money = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : '');
/** UTC, sortable and readable by spreadsheets without a time-zone guess. */
const timestamp = (value: Date): string => dayjs.utc(value).format('YYYY-MM-DD HH:mm:ss');
const address = (field: keyof OrderAddress): Getter => (order) => text(order.shipping_address?.[field]);
const fullName = (first: string | null | undefined, last: string | null | undefined): string =>
  [first, last].filter((part) => part && part.trim()).join(' ');
const printFile = (position: number): Getter => (order) => order.print_files[position - 1]?.url ?? '';

/**
 * The defined columns in the order the picker lists them: key (stored in the template's value)
 * and label (the picker's name, also the header a new column starts with).
 */
const COLUMNS: Array<{ key: string; label: string; get: Getter }> = [
  { key: 'order_id', label: 'Order ID', get: (o) => o.id },
  { key: 'origin_id', label: 'Origin ID', get: (o) => o.origin_id },
  { key: 'origin_number', label: 'Origin Number', get: (o) => o.origin_number },
  { key: 'line_item_id', label: 'Line Item ID', get: (o) => o.origin_line_id },
  { key: 'title', label: 'Product Title', get: (o) => o.title },
  { key: 'product_id', label: 'Product ID', get: (o) => text(o.product_id) },
  { key: 'sku', label: 'SKU', get: (o) => text(o.sku) },
  { key: 'product_type', label: 'Product Type', get: (o) => text(o.product_type) },
  { key: 'product_type_sku', label: 'Product Type SKU', get: (o) => text(o.product_type_sku) },
  { key: 'variant_attributes', label: 'Variant Attributes', get: (o) => o.variant_attributes.map((a) => `${a.name}: ${a.option}`).join(', ') },
  { key: 'variant_color', label: 'Variant Color', get: (o) => attribute(o, 'color') },
  { key: 'variant_size', label: 'Variant Size', get: (o) => attribute(o, 'size') },
  { key: 'quantity', label: 'Quantity', get: (o) => String(o.quantity) },
  { key: 'price', label: 'Price', get: (o) => money(o.price) },
  { key: 'currency', label: 'Currency', get: (o) => o.currency },
  { key: 'base_cost', label: 'Base Cost', get: (o) => money(o.base_cost) },
  { key: 'shipping_cost', label: 'Shipping Cost', get: (o) => money(o.shipping_cost) },
  { key: 'total_cost', label: 'Total Cost (base × quantity + shipping)', get: (o) => money(o.base_cost * o.quantity + o.shipping_cost) },
  { key: 'status', label: 'Status', get: (o) => o.status },
  { key: 'shipping_name', label: 'Shipping Name', get: (o) => fullName(o.shipping_address?.first_name, o.shipping_address?.last_name) },
  { key: 'shipping_first_name', label: 'Shipping First Name', get: address('first_name') },
  { key: 'shipping_last_name', label: 'Shipping Last Name', get: address('last_name') },
  { key: 'shipping_company', label: 'Shipping Company', get: address('company') },
  { key: 'shipping_phone', label: 'Shipping Phone', get: address('phone') },
  { key: 'shipping_address1', label: 'Shipping Address 1', get: address('address1') },
  { key: 'shipping_address2', label: 'Shipping Address 2', get: address('address2') },
  { key: 'shipping_city', label: 'Shipping City', get: address('city') },
  { key: 'shipping_state', label: 'Shipping State', get: address('state') },
  { key: 'shipping_state_code', label: 'Shipping State Code', get: address('state_code') },
  { key: 'shipping_zip', label: 'Shipping Zip', get: address('zip') },
  { key: 'shipping_country', label: 'Shipping Country', get: address('country') },
  { key: 'shipping_country_code', label: 'Shipping Country Code', get: address('country_code') },
  { key: 'customer_name', label: 'Customer Name', get: (o) => fullName(o.customer_first_name, o.customer_last_name) },
  { key: 'customer_email', label: 'Customer Email', get: (o) => text(o.customer_email) },
  { key: 'customer_phone', label: 'Customer Phone', get: (o) => text(o.customer_phone) },
  { key: 'carrier', label: 'Carrier', get: (o) => text(o.carrier) },
  { key: 'tracking_number', label: 'Tracking Number', get: (o) => text(o.tracking_number) },
  { key: 'tracking_url', label: 'Tracking URL', get: (o) => text(o.tracking_url) },
  ...Array.from({ length: PRINT_FILE_POSITIONS }, (_, i) => [
    { key: `print_area_${i + 1}`, label: `Print Area ${i + 1} Name (by the product type's order)`, get: (o: ExportOrderRow) => o.print_files[i]?.print_area ?? '' },
    { key: `print_file_url_${i + 1}`, label: `Print File URL ${i + 1} (by the product type's order)`, get: printFile(i + 1) },
  ]).flat(),
  // One cell with every print file, one "Area: URL" per line: fits any number of print areas.
  { key: 'print_file_urls', label: 'Print File URLs (all areas)', get: (o) => o.print_files.filter((f) => f.url).map((f) => `${f.print_area}: ${f.url}`).join('\n') },
  { key: 'mockup_url', label: 'Mockup URL', get: (o) => text(o.mockup_url) },
  { key: 'site', label: 'Site', get: (o) => text(o.site_title) },
  { key: 'site_domain', label: 'Site Domain', get: (o) => text(o.site_domain) },
  { key: 'seller', label: 'Seller', get: (o) => text(o.seller_name) },
  { key: 'seller_email', label: 'Seller Email', get: (o) => text(o.seller_email) },
  { key: 'supplier', label: 'Supplier', get: (o) => text(o.supplier_name) },
  { key: 'created_at', label: 'Created At (UTC)', get: (o) => timestamp(o.created_at) },
  { key: 'updated_at', label: 'Updated At (UTC)', get: (o) => timestamp(o.updated_at) },
];

function attribute(order: ExportOrderRow, name: string): string {
  return order.variant_attributes.find((a) => a.name.trim().toLowerCase() === name)?.option ?? '';
}

const BY_KEY = new Map(COLUMNS.map((column) => [column.key, column]));

/** What defaultExportColumns answers: the picker's label and the key a template stores. */
export const DEFINED_EXPORT_COLUMNS: ReadonlyArray<{ key: string; label: string }> = COLUMNS.map(({ key, label }) => ({ key, label }));

/** A key of the defined list, or a by-name print-file key (`print_file_url:<print area>`). */
export function isDefinedColumnKey(key: string): boolean {
  return BY_KEY.has(key) || printAreaOfKey(key) !== null;
}

/** The cell of one defined column for one order; throws on a key the list does not have. */
export function columnValue(key: string, order: ExportOrderRow): string {
  const area = printAreaOfKey(key);
  if (area !== null) return order.print_files.find((file) => sameArea(file.print_area, area))?.url ?? '';
  const column = BY_KEY.get(key);
  if (!column) throw new Error(`Unknown export column "${key}"`);
  return column.get(order);
}

/** The CSV header of a template: its columns' names in order. */
export function templateHeader(columns: readonly ExportColumn[]): string[] {
  return columns.map((column) => column.name);
}

/**
 * One CSV row of a template for one order: custom columns print their text, defined columns
 * their value. The exporter hands the cells to csv-stringify (which does the quoting).
 */
export function templateRow(columns: readonly ExportColumn[], order: ExportOrderRow): string[] {
  return columns.map((column) => (column.type === 'custom_value' ? column.value : columnValue(column.value, order)));
}

import { describe, expect, it } from 'vitest';
import { columnValue, DEFINED_EXPORT_COLUMNS, isDefinedColumnKey, PRINT_AREA_NAME_MAX, PRINT_FILE_POSITIONS, printAreaOfKey, printFileByAreaKey, templateHeader, templateRow, type ExportOrderRow } from './export-columns';

const ROW: ExportOrderRow = {
  id: '5f0c1e9a-0000-4000-8000-000000000042',
  origin_id: '1042',
  origin_line_id: '77',
  origin_number: '#1042',
  title: 'Cat Mom Tee — Black / L',
  sku: 'TEE-BLK-L',
  product_id: 'P00000042',
  product_type: 'Classic Tee',
  product_type_sku: 'CT',
  variant_attributes: [{ name: 'Color', option: 'Black' }, { name: 'Size', option: 'L' }],
  quantity: 3,
  price: 24.5,
  base_cost: 8.25,
  shipping_cost: 4,
  currency: 'USD',
  status: 'accepted',
  shipping_address: {
    first_name: 'José', last_name: 'Müller', company: 'Acme, Inc.', phone: '+1 555 0101',
    address1: '1 Main St, Apt "B"', address2: 'Line 2\nrear door', city: 'Austin', state: 'Texas', state_code: 'TX',
    zip: '73301', country: 'United States', country_code: 'US',
  },
  customer_email: 'jose@example.com',
  customer_phone: '+1 555 0199',
  customer_first_name: 'José',
  customer_last_name: 'Müller',
  carrier: 'USPS',
  tracking_number: '9400',
  tracking_url: 'https://track.example/9400',
  print_files: [
    { print_area: 'Front', url: 'https://files.example/front.png?sig=1' },
    { print_area: 'Back', url: 'https://files.example/back.png?sig=2' },
  ],
  mockup_url: 'https://files.example/mockup.jpg',
  site_id: 'site-1',
  site_title: 'Sam Woo Shop',
  site_domain: 'https://woo.example.com',
  seller_id: 'seller-1',
  seller_name: 'Sam Seller',
  seller_email: 'seller@pod.local',
  supplier_name: 'Sue Supplier',
  created_at: new Date('2026-03-04T05:06:07.890Z'),
  updated_at: new Date('2026-03-05T23:59:59.000Z'),
};

/** What each defined column prints for ROW: one entry per key, so a new key without a case fails below. */
const EXPECTED: Record<string, string> = {
  order_id: ROW.id,
  origin_id: '1042',
  origin_number: '#1042',
  line_item_id: '77',
  title: 'Cat Mom Tee — Black / L',
  product_id: 'P00000042',
  sku: 'TEE-BLK-L',
  product_type: 'Classic Tee',
  product_type_sku: 'CT',
  variant_attributes: 'Color: Black, Size: L',
  variant_color: 'Black',
  variant_size: 'L',
  quantity: '3',
  price: '24.50',
  currency: 'USD',
  base_cost: '8.25',
  shipping_cost: '4.00',
  total_cost: '28.75',
  status: 'accepted',
  shipping_name: 'José Müller',
  shipping_first_name: 'José',
  shipping_last_name: 'Müller',
  shipping_company: 'Acme, Inc.',
  shipping_phone: '+1 555 0101',
  shipping_address1: '1 Main St, Apt "B"',
  shipping_address2: 'Line 2\nrear door',
  shipping_city: 'Austin',
  shipping_state: 'Texas',
  shipping_state_code: 'TX',
  shipping_zip: '73301',
  shipping_country: 'United States',
  shipping_country_code: 'US',
  customer_name: 'José Müller',
  customer_email: 'jose@example.com',
  customer_phone: '+1 555 0199',
  carrier: 'USPS',
  tracking_number: '9400',
  tracking_url: 'https://track.example/9400',
  print_area_1: 'Front',
  print_file_url_1: 'https://files.example/front.png?sig=1',
  print_area_2: 'Back',
  print_file_url_2: 'https://files.example/back.png?sig=2',
  print_area_3: '',
  print_file_url_3: '',
  print_area_4: '',
  print_file_url_4: '',
  print_file_urls: 'Front: https://files.example/front.png?sig=1\nBack: https://files.example/back.png?sig=2',
  mockup_url: 'https://files.example/mockup.jpg',
  site: 'Sam Woo Shop',
  site_domain: 'https://woo.example.com',
  seller: 'Sam Seller',
  seller_email: 'seller@pod.local',
  supplier: 'Sue Supplier',
  created_at: '2026-03-04 05:06:07',
  updated_at: '2026-03-05 23:59:59',
};

const EMPTY: ExportOrderRow = {
  ...ROW,
  sku: null, product_id: null, product_type: null, product_type_sku: null, variant_attributes: [],
  shipping_address: null, customer_email: null, customer_phone: null, customer_first_name: null, customer_last_name: null,
  carrier: null, tracking_number: null, tracking_url: null, print_files: [], mockup_url: null,
  site_title: null, site_domain: null, seller_name: null, seller_email: null, supplier_name: null,
};

describe('defined export columns', () => {
  it('has unique keys and labels, and a print-file URL per print-area position', () => {
    const keys = DEFINED_EXPORT_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(DEFINED_EXPORT_COLUMNS.map((c) => c.label)).size).toBe(keys.length);
    for (let i = 1; i <= PRINT_FILE_POSITIONS; i += 1) expect(keys).toContain(`print_file_url_${i}`);
    expect(keys.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(DEFINED_EXPORT_COLUMNS.map((c) => [c.key]))('columnValue(%s) prints the order', (key) => {
    expect(isDefinedColumnKey(key)).toBe(true);
    expect(columnValue(key, ROW)).toBe(EXPECTED[key]);
  });

  it('prints empty cells, never "null" or "undefined", when the order lacks the data', () => {
    for (const { key } of DEFINED_EXPORT_COLUMNS) {
      const value = columnValue(key, EMPTY);
      expect(value, key).not.toMatch(/null|undefined|NaN/);
    }
    expect(columnValue('shipping_city', EMPTY)).toBe('');
    expect(columnValue('shipping_name', { ...EMPTY, shipping_address: { first_name: 'Ann', last_name: null } })).toBe('Ann');
    expect(columnValue('variant_attributes', EMPTY)).toBe('');
    expect(columnValue('print_file_urls', EMPTY)).toBe('');
  });

  it('matches attribute names loosely for the colour and size columns', () => {
    const row = { ...ROW, variant_attributes: [{ name: ' SIZE ', option: 'XL' }, { name: 'color', option: 'Navy' }] };
    expect(columnValue('variant_size', row)).toBe('XL');
    expect(columnValue('variant_color', row)).toBe('Navy');
  });

  it('throws on a key it does not know', () => {
    expect(isDefinedColumnKey('password')).toBe(false);
    expect(() => columnValue('password', ROW)).toThrow('Unknown export column "password"');
  });
});

describe('print-file columns by print-area name (issue 21 item 6)', () => {
  // the designs arrive Back first; a by-name column does not care
  const BACK_FIRST: ExportOrderRow = { ...ROW, print_files: [{ print_area: 'Back', url: 'https://files.example/back.png' }, { print_area: 'Front', url: 'https://files.example/front.png' }, { print_area: 'Left sleeve', url: '' }] };

  it('prints the file of the named print area (any case, spaces trimmed), else an empty cell', () => {
    expect(columnValue(printFileByAreaKey('Front'), BACK_FIRST)).toBe('https://files.example/front.png');
    expect(columnValue('print_file_url:back', BACK_FIRST)).toBe('https://files.example/back.png');
    expect(columnValue('print_file_url: FRONT ', BACK_FIRST)).toBe('https://files.example/front.png');
    expect(columnValue(printFileByAreaKey('Left sleeve'), BACK_FIRST)).toBe('');
    expect(columnValue(printFileByAreaKey('Wrap'), BACK_FIRST)).toBe('');
  });

  it('accepts a by-name key with a print-area name of 1 to 100 characters only', () => {
    expect(isDefinedColumnKey('print_file_url:Front')).toBe(true);
    expect(printAreaOfKey('print_file_url:Front')).toBe('Front');
    for (const key of ['print_file_url:', 'print_file_url:   ', `print_file_url:${'x'.repeat(PRINT_AREA_NAME_MAX + 1)}`, 'print_file_url_9', 'print_file_urlFront']) {
      expect(isDefinedColumnKey(key), key).toBe(false);
    }
  });

  it('keeps positions with a missing file (an empty cell, not the next area\'s file); the all-areas cell skips it', () => {
    expect(columnValue('print_file_url_3', BACK_FIRST)).toBe('');
    expect(columnValue('print_area_3', BACK_FIRST)).toBe('Left sleeve');
    expect(columnValue('print_file_urls', BACK_FIRST)).toBe('Back: https://files.example/back.png\nFront: https://files.example/front.png');
  });
});

describe('template rows', () => {
  it('prints custom text as is and defined columns by key, in the template order', () => {
    const columns = [
      { name: 'Factory', type: 'custom_value' as const, value: 'Line 3, "east"' },
      { name: 'Order', type: 'defined_value' as const, value: 'origin_number' },
      { name: 'Front', type: 'defined_value' as const, value: 'print_file_url_1' },
      { name: 'Blank', type: 'custom_value' as const, value: '' },
    ];
    expect(templateHeader(columns)).toEqual(['Factory', 'Order', 'Front', 'Blank']);
    expect(templateRow(columns, ROW)).toEqual(['Line 3, "east"', '#1042', 'https://files.example/front.png?sig=1', '']);
  });
});

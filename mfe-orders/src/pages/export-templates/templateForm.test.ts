import { describe, expect, it } from 'vitest';
import type { ExportTemplateRow } from './queries';
import { cloneName, columnValueText, initialValues, modeOf, personName, pickerOptions, sharedWithText, toTemplateInput } from './templateForm';

const TEMPLATE: ExportTemplateRow = {
  id: 't1',
  name: 'Supplier sheet',
  author_id: 'u1',
  author: { id: 'u1', first_name: 'Sue', last_name: 'Supplier' },
  data: [
    { name: 'Factory', type: 'custom_value', value: 'Line 3' },
    { name: 'Order', type: 'defined_value', value: 'order_id' },
  ],
  supplier_ids: ['s1'],
  suppliers: [{ id: 's1', first_name: 'Sue', last_name: 'Supplier' }],
  shared: true,
  can_edit: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('export template form', () => {
  it('reads the mode from the route', () => {
    expect(modeOf('/export-templates/add')).toBe('add');
    expect(modeOf('/export-templates/edit/t1')).toBe('edit');
    expect(modeOf('/export-templates/clone/t1')).toBe('clone');
  });

  it('starts a new template with one empty custom column, an edit with the template, a clone with a copy name and no suppliers', () => {
    expect(initialValues('add', null)).toEqual({ name: '', data: [{ name: '', type: 'custom_value', value: '' }], supplier_ids: [] });
    expect(initialValues('edit', TEMPLATE)).toEqual({ name: 'Supplier sheet', data: TEMPLATE.data, supplier_ids: ['s1'] });
    expect(initialValues('clone', TEMPLATE)).toEqual({ name: 'Supplier sheet (copy)', data: TEMPLATE.data, supplier_ids: [] });
  });

  it('keeps a clone name within 255 characters', () => {
    const name = cloneName('n'.repeat(255));
    expect(name).toHaveLength(255);
    expect(name.endsWith(' (copy)')).toBe(true);
  });

  it('builds the input: trimmed names, custom text as typed, suppliers only when the form showed them', () => {
    const values = { name: ' Sheet ', data: [{ name: ' A ', type: 'custom_value' as const, value: ' x ' }, { name: 'B', type: 'defined_value' as const }], supplier_ids: ['s1'] };
    expect(toTemplateInput(values, false)).toEqual({
      name: 'Sheet',
      data: [{ name: 'A', type: 'custom_value', value: ' x ' }, { name: 'B', type: 'defined_value', value: '' }],
    });
    expect(toTemplateInput(values, true).supplier_ids).toEqual(['s1']);
  });

  it('shows defined values by label, custom ones as written, and who a template is shared with', () => {
    const defaults = [{ name: 'Order ID', value: 'order_id' }];
    expect(columnValueText(TEMPLATE.data[0], defaults)).toBe('Line 3');
    expect(columnValueText(TEMPLATE.data[1], defaults)).toBe('Order ID');
    expect(columnValueText({ name: 'X', type: 'defined_value', value: 'gone' }, defaults)).toBe('gone');
    expect(sharedWithText(TEMPLATE)).toBe('Sue Supplier');
    expect(sharedWithText({ shared: true, suppliers: [] })).toBe('All sellers and suppliers');
    expect(sharedWithText({ shared: false, suppliers: [] })).toBe('Only the author');
    expect(personName({ first_name: 'Ada', last_name: null })).toBe('Ada');
  });
});

describe('by-name print-file columns (issue 21 item 6)', () => {
  const DEFAULTS = [{ name: 'Order ID', value: 'order_id' }, { name: 'Print File URL: Front', value: 'print_file_url:Front' }];

  it('labels a by-name column from the picker, or from its print-area name when the catalogue no longer lists it', () => {
    expect(columnValueText({ name: 'F', type: 'defined_value', value: 'print_file_url:Front' }, DEFAULTS)).toBe('Print File URL: Front');
    expect(columnValueText({ name: 'S', type: 'defined_value', value: 'print_file_url:Left sleeve' }, DEFAULTS)).toBe('Print File URL: Left sleeve');
  });

  it("offers the template's own by-name columns once, after the server's list", () => {
    const columns = [
      { name: 'S', type: 'defined_value' as const, value: 'print_file_url:Left sleeve' },
      { name: 'S2', type: 'defined_value' as const, value: 'print_file_url:Left sleeve' },
      { name: 'F', type: 'defined_value' as const, value: 'print_file_url:Front' },
    ];
    expect(pickerOptions(DEFAULTS, columns)).toEqual([
      { value: 'order_id', label: 'Order ID' },
      { value: 'print_file_url:Front', label: 'Print File URL: Front' },
      { value: 'print_file_url:Left sleeve', label: 'Print File URL: Left sleeve' },
    ]);
  });
});

import { TEMPLATE_LIMITS, type DefaultExportColumn, type ExportColumnRow, type ExportTemplateRow } from './queries';

export type ColumnType = 'custom_value' | 'defined_value';
export type FormMode = 'add' | 'edit' | 'clone';

/** One row of the form's column list; `value` is the text or the defined key. */
export interface ColumnValues {
  name?: string;
  type: ColumnType;
  value?: string;
}

export interface TemplateValues {
  name?: string;
  data?: ColumnValues[];
  supplier_ids?: string[];
}

export const TYPE_LABELS: Record<ColumnType, string> = {
  custom_value: 'Custom value',
  defined_value: 'Defined value',
};

/** The form mode from the route: /export-templates/add, /edit/:id, /clone/:id. */
export function modeOf(pathname: string): FormMode {
  if (/\/export-templates\/clone\//.test(pathname)) return 'clone';
  if (/\/export-templates\/edit\//.test(pathname)) return 'edit';
  return 'add';
}

/** A clone's starting name: the original's with " (copy)", cut so it stays within the name bound. */
export function cloneName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, TEMPLATE_LIMITS.name - suffix.length)}${suffix}`;
}

/** What the form starts with: an empty custom column for a new template, the template's columns otherwise. */
export function initialValues(mode: FormMode, template: ExportTemplateRow | null | undefined): TemplateValues {
  if (!template || mode === 'add') return { name: '', data: [{ name: '', type: 'custom_value', value: '' }], supplier_ids: [] };
  return {
    name: mode === 'clone' ? cloneName(template.name) : template.name,
    data: template.data.map((column) => ({ name: column.name, type: column.type as ColumnType, value: column.value })),
    supplier_ids: mode === 'clone' ? [] : [...template.supplier_ids],
  };
}

/**
 * The mutation input of the form values: names trimmed, custom text kept as typed. Suppliers go
 * only when the form showed the field (an Administrator's own template); otherwise the server
 * keeps what it has.
 */
export function toTemplateInput(values: TemplateValues, withSuppliers: boolean) {
  return {
    name: (values.name ?? '').trim(),
    data: (values.data ?? []).map((column) => ({ name: (column.name ?? '').trim(), type: column.type, value: column.value ?? '' })),
    ...(withSuppliers ? { supplier_ids: values.supplier_ids ?? [] } : {}),
  };
}

export function personName(user: { first_name?: string | null; last_name?: string | null } | null | undefined): string {
  return [user?.first_name, user?.last_name].filter(Boolean).join(' ');
}

/** The by-name print-file key of the server (`print_file_url:<print area>`, issue 21 item 6). */
const PRINT_FILE_BY_AREA = 'print_file_url:';

/** A defined key's label: the picker's, else (a print area the catalogue no longer offers) "Print File URL: Front". */
function definedLabel(value: string, defaults: readonly DefaultExportColumn[]): string {
  const known = defaults.find((d) => d.value === value)?.name;
  if (known) return known;
  return value.startsWith(PRINT_FILE_BY_AREA) ? `Print File URL: ${value.slice(PRINT_FILE_BY_AREA.length)}` : value;
}

/** How the view modal shows a column's value: the custom text, or the defined column's label. */
export function columnValueText(column: ExportColumnRow, defaults: readonly DefaultExportColumn[]): string {
  if (column.type !== 'defined_value') return column.value;
  return definedLabel(column.value, defaults);
}

/**
 * The value picker's choices: the server's defined columns, plus any by-name print-file column the
 * template already holds for a print area the catalogue no longer lists, so it shows its label.
 */
export function pickerOptions(defaults: readonly DefaultExportColumn[], columns: readonly ColumnValues[] | undefined): Array<{ value: string; label: string }> {
  const options = defaults.map((d) => ({ value: d.value, label: d.name }));
  const saved = (columns ?? []).filter((c) => c.type === 'defined_value' && c.value?.startsWith(PRINT_FILE_BY_AREA) && !defaults.some((d) => d.value === c.value));
  for (const column of saved) if (!options.some((o) => o.value === column.value)) options.push({ value: column.value!, label: definedLabel(column.value!, defaults) });
  return options;
}

/** The "Shared with" cell: a non-admin's template is the author's own; an Administrator's goes to everyone or the chosen suppliers. */
export function sharedWithText(template: Pick<ExportTemplateRow, 'shared' | 'suppliers'>): string {
  if (!template.shared) return 'Only the author';
  return template.suppliers.length ? template.suppliers.map(personName).join(', ') : 'All sellers and suppliers';
}

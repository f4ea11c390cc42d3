import { EntitySchema } from 'typeorm';

export type ExportColumnType = 'custom_value' | 'defined_value';

/** One CSV column: a fixed text (custom_value) or a key of DEFINED_EXPORT_COLUMNS (defined_value). */
export interface ExportColumn {
  name: string;
  type: ExportColumnType;
  value: string;
}

export interface ExportTemplate {
  id: string;
  name: string;
  /** users-sites user id of whoever created it; only they (or an Administrator) edit or delete. */
  author_id: string;
  /**
   * The author was an Administrator when it was created: such templates are shared with Sellers
   * and Suppliers (see README "Export templates"). Kept on the row so the list query never asks
   * users-sites about roles.
   */
  by_admin: boolean;
  /** Suppliers an Administrator's template is meant for; empty = every Seller and Supplier. */
  supplier_ids: string[];
  /** The columns in CSV order. */
  data: ExportColumn[];
  created_at: Date;
  updated_at: Date;
}

export const ExportTemplateEntity = new EntitySchema<ExportTemplate>({
  name: 'ExportTemplate',
  tableName: 'export_templates',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    name: { type: 'text' },
    author_id: { type: 'uuid' },
    by_admin: { type: 'boolean', default: false },
    supplier_ids: { type: 'uuid', array: true, default: () => `'{}'::uuid[]` },
    data: { type: 'jsonb' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
  indices: [{ name: 'export_templates_author_idx', columns: ['author_id'] }],
});

import { EntitySchema } from 'typeorm';

/**
 * Where a design goes on a product type (spec 001 §3 PrintArea): the print file's pixel size
 * at `dpi`. Ids are kept across edits because products and variants' print sizes point at them.
 */
export interface PrintArea {
  id: string;
  product_type_id: string;
  name: string;
  /** Pixels; null only while the editor row is still being filled (never saved that way). */
  width: number | null;
  height: number | null;
  dpi: number;
  /** A mockup of the artworks service (by id) and/or a link to one. */
  mockup_id: string | null;
  mockup: string | null;
  note: string | null;
  /** Variants this area applies to; empty = every variant. */
  variant_ids: string[];
  /** Position in the editor's table, from 1. */
  sorting: number;
}

/** Default print resolution (spec 001 §9). */
export const DEFAULT_DPI = 300;

export const PrintAreaEntity = new EntitySchema<PrintArea>({
  name: 'PrintArea',
  tableName: 'print_areas',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    product_type_id: { type: 'uuid' },
    name: { type: 'text' },
    width: { type: 'double precision', nullable: true },
    height: { type: 'double precision', nullable: true },
    dpi: { type: 'integer', default: DEFAULT_DPI },
    mockup_id: { type: 'text', nullable: true },
    mockup: { type: 'text', nullable: true },
    note: { type: 'text', nullable: true },
    variant_ids: { type: 'jsonb', default: () => `'[]'::jsonb` },
    sorting: { type: 'integer', default: 0 },
  },
});

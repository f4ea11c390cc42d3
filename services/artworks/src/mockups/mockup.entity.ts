import { EntitySchema } from 'typeorm';
import type { MockupLayer, MockupSettings } from '@pod/artwork-scene';

/**
 * A product picture a print area's artwork is placed on (spec 001 §3, 002 §3): an uploaded
 * jpg/png/psd with its size and a web preview; layers and settings are filled by the editor.
 * A product type's own mockups have no product_id; a seller's own picture for a product
 * (`uploadProductMockups`) has the product's id and no layers.
 */
export interface MockupRow {
  id: string;
  title: string;
  product_type_id: string;
  product_id: string | null;
  is_product_base: boolean;
  file_id: string;
  file_key: string;
  preview_key: string;
  width: number;
  height: number;
  /** The typed mockup document (@pod/artwork-scene mockup model), checked on every save. */
  layers: MockupLayer[];
  /** Rows saved before the editor existed hold `{}`: read through `mockupSettingsOf`. */
  settings: MockupSettings;
  variant_ids: string[];
  ordering: number;
  status: string;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export const MockupEntity = new EntitySchema<MockupRow>({
  name: 'Mockup',
  tableName: 'mockups',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    product_type_id: { type: 'uuid' },
    product_id: { type: 'text', nullable: true },
    is_product_base: { type: 'boolean', default: false },
    file_id: { type: 'uuid' },
    file_key: { type: 'text' },
    preview_key: { type: 'text' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    layers: { type: 'jsonb', default: () => `'[]'::jsonb` },
    settings: { type: 'jsonb', default: () => `'{}'::jsonb` },
    variant_ids: { type: 'jsonb', default: () => `'[]'::jsonb` },
    ordering: { type: 'integer', default: 0 },
    status: { type: 'text', default: 'active' },
    created_by: { type: 'uuid' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

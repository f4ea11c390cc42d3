import { EntitySchema } from 'typeorm';
import type { CategoryRow } from '@pod/service-kit/category-tree';

/** Per-category layer settings (spec 002 §3); every field optional, stored as the form sends it. */
export interface ClipartDisplaySettingsValue {
  x?: number | null;
  y?: number | null;
  width?: number | null;
  height?: number | null;
  scaleX?: number | null;
  scaleY?: number | null;
  cropWidth?: number | null;
  cropHeight?: number | null;
  cropX?: number | null;
  cropY?: number | null;
  rotation?: number | null;
  absolutePosition?: boolean | null;
}

/** A folder of cliparts; sellers own theirs (user_id), deletion is soft (deleted_at) so old orders still render. */
export interface ClipartCategoryRow extends CategoryRow {
  display_settings: ClipartDisplaySettingsValue | null;
  updated_at: Date;
}

export const ClipartCategoryEntity = new EntitySchema<ClipartCategoryRow>({
  name: 'ClipartCategory',
  tableName: 'clipart_categories',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    parent_id: { type: 'uuid', nullable: true },
    title: { type: 'text' },
    user_id: { type: 'uuid' },
    display_settings: { type: 'jsonb', nullable: true },
    deleted_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

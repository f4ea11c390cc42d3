import { EntitySchema } from 'typeorm';
import type { CategoryRow } from '@pod/service-kit/category-tree';

/** A folder of artworks; sellers own theirs (user_id), deletion is soft (deleted_at). */
export interface ArtworkCategoryRow extends CategoryRow {
  updated_at: Date;
}

export const ArtworkCategoryEntity = new EntitySchema<ArtworkCategoryRow>({
  name: 'ArtworkCategory',
  tableName: 'artwork_categories',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    parent_id: { type: 'uuid', nullable: true },
    title: { type: 'text' },
    user_id: { type: 'uuid' },
    deleted_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

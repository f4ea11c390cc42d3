import { EntitySchema } from 'typeorm';

/** A folder of artworks; sellers own theirs (user_id), deletion is soft (deleted_at). */
export interface ArtworkCategoryRow {
  id: string;
  parent_id: string | null;
  title: string;
  user_id: string;
  deleted_at: Date | null;
  created_at: Date;
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

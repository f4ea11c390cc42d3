import { EntitySchema } from 'typeorm';

/**
 * A clipart: a media File filed in one clipart category of its owner's tree. The file's key is
 * kept beside its id so lists and the renderer need no call to media; deletion is soft.
 */
export interface ClipartRow {
  id: string;
  title: string;
  category_id: string;
  user_id: string;
  file_id: string;
  file_key: string;
  file_name: string;
  thumbnail_id: string | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const ClipartEntity = new EntitySchema<ClipartRow>({
  name: 'Clipart',
  tableName: 'cliparts',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    category_id: { type: 'uuid' },
    user_id: { type: 'uuid' },
    file_id: { type: 'uuid' },
    file_key: { type: 'text' },
    file_name: { type: 'text' },
    thumbnail_id: { type: 'uuid', nullable: true },
    deleted_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

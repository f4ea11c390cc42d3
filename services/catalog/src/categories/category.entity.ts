import { EntitySchema } from 'typeorm';

export interface Category {
  id: string;
  title: string;
  description: string | null;
  /** Active (true) or Inactive (false); lists filter on it (spec 001 §4). */
  status: boolean;
  /** The users-sites user who created it; exposed as `creater` (spec spelling). */
  creater_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export const CategoryEntity = new EntitySchema<Category>({
  name: 'Category',
  tableName: 'categories',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    description: { type: 'text', nullable: true },
    status: { type: 'boolean', default: true },
    creater_id: { type: 'uuid', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

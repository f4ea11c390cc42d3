import { EntitySchema } from 'typeorm';

/** A folder of banner backgrounds, shared by everyone who uses the banner tool. */
export interface BannerCategoryRow {
  id: string;
  title: string;
  created_by: string;
  created_at: Date;
}

/** One background image of a banner category; `image_key` is the uploaded file's storage key. */
export interface BannerRow {
  id: string;
  title: string;
  image_key: string;
  category_id: string;
  created_by: string;
  created_at: Date;
}

export const BannerCategoryEntity = new EntitySchema<BannerCategoryRow>({
  name: 'BannerCategory',
  tableName: 'banner_categories',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    created_by: { type: 'uuid' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

export const BannerEntity = new EntitySchema<BannerRow>({
  name: 'Banner',
  tableName: 'banners',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    image_key: { type: 'text' },
    category_id: { type: 'uuid' },
    created_by: { type: 'uuid' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

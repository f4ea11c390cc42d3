import { EntitySchema } from 'typeorm';

export type JsonObject = Record<string, unknown>;

/**
 * An artwork (spec 002 §3): a design document of templates and shared layers. The document
 * parts are stored as the editor sends them (jsonb); @pod/artwork-scene validates them on save.
 */
export interface ArtworkRow {
  id: string;
  title: string;
  lock: boolean;
  width: number;
  height: number;
  templates: JsonObject[];
  shared_layers: JsonObject[];
  template_display_mode: string | null;
  template_display_label: string | null;
  user_id: string;
  /** Latest immutable version in `artwork_versions` (see artwork-versions.ts). */
  current_version: number;
  /** Storage key of the preview PNG media rendered (null until the first one is ready). */
  preview_key: string | null;
  /** The version `preview_key` shows; a render of an older version never replaces it. */
  preview_version: number | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

/** Which categories an artwork is filed in (many to many, within the owner's tree). */
export interface ArtworkCategoryLinkRow {
  artwork_id: string;
  category_id: string;
}

export const ArtworkEntity = new EntitySchema<ArtworkRow>({
  name: 'Artwork',
  tableName: 'artworks',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    lock: { type: 'boolean', default: false },
    width: { type: 'integer' },
    height: { type: 'integer' },
    templates: { type: 'jsonb', default: () => `'[]'::jsonb` },
    shared_layers: { type: 'jsonb', default: () => `'[]'::jsonb` },
    template_display_mode: { type: 'text', nullable: true },
    template_display_label: { type: 'text', nullable: true },
    user_id: { type: 'uuid' },
    current_version: { type: 'integer', default: 0 },
    preview_key: { type: 'text', nullable: true },
    preview_version: { type: 'integer', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});

export const ArtworkCategoryLinkEntity = new EntitySchema<ArtworkCategoryLinkRow>({
  name: 'ArtworkCategoryLink',
  tableName: 'artwork_category_links',
  columns: {
    artwork_id: { type: 'uuid', primary: true },
    category_id: { type: 'uuid', primary: true },
  },
});

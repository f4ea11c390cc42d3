import { EntitySchema } from 'typeorm';

/**
 * A font family (spec 002 §3 Font). Ids are text: uploaded families get a uuid, the seeded
 * families keep the ids the demo artworks already reference ('Lobster', 'Oswald'). Global
 * fonts have no owner; custom fonts belong to user_id. Deletion is soft, so designs that use a
 * deleted font still render (old orders keep printing with it).
 */
export interface FontRow {
  id: string;
  family: string;
  global: boolean;
  user_id: string | null;
  deleted_at: Date | null;
  created_at: Date;
}

/** One variant (weight/style) of a family and the media File it is drawn with. */
export interface FontVariantRow {
  id: string;
  font_id: string;
  variant: string;
  postscript_name: string | null;
  file_id: string;
  file_key: string;
  file_name: string;
  created_at: Date;
}

export const FontEntity = new EntitySchema<FontRow>({
  name: 'Font',
  tableName: 'fonts',
  columns: {
    id: { type: 'text', primary: true },
    family: { type: 'text' },
    global: { type: 'boolean', default: false },
    user_id: { type: 'uuid', nullable: true },
    deleted_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

export const FontVariantEntity = new EntitySchema<FontVariantRow>({
  name: 'FontVariant',
  tableName: 'font_variants',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    font_id: { type: 'text' },
    variant: { type: 'text' },
    postscript_name: { type: 'text', nullable: true },
    file_id: { type: 'uuid' },
    file_key: { type: 'text' },
    file_name: { type: 'text' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

/** A family with its variants: the mapper of the GraphQL `Font`. */
export interface FontRecord extends FontRow {
  variants: FontVariantRow[];
}

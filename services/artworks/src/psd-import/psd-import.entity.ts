import { EntitySchema } from 'typeorm';

export type PsdImportStatus = 'importing' | 'done' | 'failed';

/** One PSD import (spec 002 §4): the request, then media's answer turned into an artwork or an error. */
export interface PsdImportRow {
  token: string;
  user_id: string;
  user_roles: string[];
  file_id: string;
  title: string;
  category_ids: string[];
  status: PsdImportStatus;
  artwork_id: string | null;
  error: string | null;
  unmatched_fonts: string[];
  created_at: Date;
  finished_at: Date | null;
}

export const PsdImportEntity = new EntitySchema<PsdImportRow>({
  name: 'PsdImport',
  tableName: 'psd_imports',
  columns: {
    token: { type: 'uuid', primary: true, generated: 'uuid' },
    user_id: { type: 'uuid' },
    user_roles: { type: 'text', array: true },
    file_id: { type: 'uuid' },
    title: { type: 'text' },
    category_ids: { type: 'uuid', array: true },
    status: { type: 'text', default: 'importing' },
    artwork_id: { type: 'uuid', nullable: true },
    error: { type: 'text', nullable: true },
    unmatched_fonts: { type: 'jsonb', default: () => `'[]'` },
    created_at: { type: 'timestamptz', createDate: true },
    finished_at: { type: 'timestamptz', nullable: true },
  },
});

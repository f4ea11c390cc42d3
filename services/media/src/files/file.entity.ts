import { EntitySchema } from 'typeorm';
import type { UploadKind } from '@pod/contracts';

/** An uploaded object registered with createFile after the browser PUT it to storage. */
export interface FileRow {
  id: string;
  key: string;
  file_name: string;
  file_mime: string;
  file_size: number;
  source: string;
  /** Set when registered as a design upload (spec 000 §5 file-name rule checked); null for other files. */
  kind: UploadKind | null;
  user_id: string;
  created_at: Date;
}

export const FileEntity = new EntitySchema<FileRow>({
  name: 'File',
  tableName: 'files',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    key: { type: 'text', unique: true },
    file_name: { type: 'text' },
    file_mime: { type: 'text' },
    // bigint arrives from pg as a string; sizes stay far below 2^53.
    file_size: { type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | null) => (v == null ? v : Number(v)) } },
    source: { type: 'text' },
    kind: { type: 'text', nullable: true },
    user_id: { type: 'uuid' },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

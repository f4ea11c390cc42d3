import DataLoader from 'dataloader';
import { requirePermission, requireUser } from '@pod/service-kit';
import type { MediaContext } from '../context';
import type { FileRow } from './file.entity';
import type { CreateFileInput } from './file.service';

export const fileResolvers = {
  Mutation: {
    createSignedUrl: (_: unknown, args: { filename: string; fileMime: string; fileKey?: string | null }, ctx: MediaContext) =>
      ctx.files.createSignedUrl(requirePermission(ctx, 'account.self'), args),
    createFile: (_: unknown, args: { input: CreateFileInput }, ctx: MediaContext) =>
      ctx.files.createFile(requirePermission(ctx, 'account.self'), args.input),
  },
  MediaSignedUrl: {
    fields: (signed: { fields: Record<string, string> }) => Object.entries(signed.fields).map(([name, value]) => ({ name, value })),
  },
  File: {
    __resolveReference: (ref: { id: string }, ctx: MediaContext) => {
      requireUser(ctx);
      return ctx.fileLoader.load(ref.id);
    },
    url: (f: FileRow, _: unknown, ctx: MediaContext) => `${ctx.publicMediaUrl}/img/auto/${f.key}`,
    createdAt: (f: FileRow) => f.created_at.toISOString(),
  },
};

export function createFileLoader(files: MediaContext['files']) {
  return new DataLoader<string, FileRow | null>(async (ids) => {
    const found = await files.byIds([...ids]);
    return ids.map((id) => found.get(id) ?? null);
  });
}

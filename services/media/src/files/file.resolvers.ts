import { requirePermission, requireUser } from '@pod/service-kit';
import type { MediaContext } from '../context';
import type { FileRow } from './file.entity';
import type { CreateFileInput } from './file.service';

export const fileResolvers = {
  Mutation: {
    createSignedUrl: (_: unknown, args: { filename: string; fileMime: string; fileKey?: string | null }, ctx: MediaContext) =>
      ctx.services.files.createSignedUrl(requirePermission(ctx, 'account.self'), args),
    createFile: (_: unknown, args: { input: CreateFileInput }, ctx: MediaContext) =>
      ctx.services.files.createFile(requirePermission(ctx, 'account.self'), args.input),
  },
  MediaSignedUrl: {
    fields: (signed: { fields: Record<string, string> }) => Object.entries(signed.fields).map(([name, value]) => ({ name, value })),
  },
  File: {
    __resolveReference: (ref: { id: string }, ctx: MediaContext) => {
      requireUser(ctx);
      return ctx.loaders.file.load(ref.id);
    },
    url: (f: FileRow, _: unknown, ctx: MediaContext) => `${ctx.publicMediaUrl}/img/auto/${f.key}`,
    createdAt: (f: FileRow) => f.created_at.toISOString(),
  },
};

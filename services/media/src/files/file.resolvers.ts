import { requirePermission, requireUser } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

export const fileResolvers: Resolvers = {
  Mutation: {
    createSignedUrl: (_, args, ctx) => ctx.services.files.createSignedUrl(requirePermission(ctx, 'account.self'), args),
    createFile: (_, args, ctx) => ctx.services.files.createFile(requirePermission(ctx, 'account.self'), args.input),
  },
  MediaSignedUrl: {
    fields: (signed) => Object.entries(signed.fields).map(([name, value]) => ({ name, value })),
  },
  File: {
    __resolveReference: (ref, ctx) => {
      requireUser(ctx);
      return ctx.loaders.file.load(ref.id);
    },
    url: (f, _, ctx) => `${ctx.publicMediaUrl}/img/auto/${f.key}`,
    createdAt: (f) => f.created_at.toISOString(),
  },
};

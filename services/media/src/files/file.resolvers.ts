import { requirePermission, requireUser } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';
import { hasThumbnail, THUMBNAIL_SIZE } from './thumbnails';

export const fileResolvers: Resolvers = {
  Query: {
    getFileThumbnailUrl: async (_, args, ctx) => {
      requireUser(ctx);
      const file = await ctx.loaders.file.load(args.file_id);
      return file && hasThumbnail(file) ? `${ctx.publicMediaUrl}/img/${THUMBNAIL_SIZE}/${file.key}` : null;
    },
  },
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

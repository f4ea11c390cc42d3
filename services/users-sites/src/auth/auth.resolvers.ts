import { requireUser } from '@pod/service-kit';
import type { Resolvers } from '../generated/resolvers-types';

// Sign-in, reset and activation come before there is a user: they take what the request proves.
export const authResolvers: Resolvers = {
  Mutation: {
    login: async (_, args, ctx) => {
      const result = await ctx.services.auth.login(args.email, args.password, ctx.clientIp);
      ctx.signedInUserId = result.user.id;
      return result;
    },
    resetPassword: (_, args, ctx) => ctx.services.auth.resetPassword(args.email, ctx.clientIp),
    resetPasswordByToken: (_, args, ctx) => ctx.services.auth.resetPasswordByToken(args.token, args.pass),
    accountActivation: (_, args, ctx) => ctx.services.auth.activate(args.token),
    // Own password: any signed-in user; someone else's: users.manage (checked in the service).
    changePassword: (_, args, ctx) => ctx.services.auth.changePassword(requireUser(ctx), args.id, args.current_password, args.new_password),
  },
};

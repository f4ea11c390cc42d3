import { requireUser } from '@pod/service-kit';
import type { UsersSitesContext } from '../context';

export const authResolvers = {
  Mutation: {
    login: async (_: unknown, args: { email: string; password: string }, ctx: UsersSitesContext) => {
      const result = await ctx.services.auth.login(args.email, args.password, ctx.clientIp);
      ctx.signedInUserId = result.user.id;
      return result;
    },
    resetPassword: (_: unknown, args: { email: string }, ctx: UsersSitesContext) => ctx.services.auth.resetPassword(args.email, ctx.clientIp),
    resetPasswordByToken: (_: unknown, args: { token: string; pass: string }, ctx: UsersSitesContext) =>
      ctx.services.auth.resetPasswordByToken(args.token, args.pass),
    accountActivation: (_: unknown, args: { token: string }, ctx: UsersSitesContext) => ctx.services.auth.activate(args.token),
    // Own password: any signed-in user; someone else's: users.manage (checked in the service).
    changePassword: (_: unknown, args: { id: string; current_password?: string | null; new_password: string }, ctx: UsersSitesContext) =>
      ctx.services.auth.changePassword(args.id, args.current_password, args.new_password, requireUser(ctx)),
  },
};

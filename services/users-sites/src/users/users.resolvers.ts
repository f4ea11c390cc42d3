import { can } from '@pod/contracts';
import { forbidden, requirePermission, requireUser } from '@pod/service-kit';
import { iso, type UsersSitesContext } from '../context';
import type { User } from './user.entity';
import type { UserFilter, UserInput } from './users.service';

export const usersResolvers = {
  Query: {
    me: async (_: unknown, __: unknown, ctx: UsersSitesContext) => {
      const user = requirePermission(ctx, 'account.self');
      return ctx.services.users.findActive(user.id);
    },
    users: (_: unknown, args: { filter?: UserFilter }, ctx: UsersSitesContext) => {
      requirePermission(ctx, 'users.manage');
      return ctx.services.users.list(args.filter ?? {});
    },
    userById: (_: unknown, args: { id: string }, ctx: UsersSitesContext) => {
      const user = requireUser(ctx);
      if (user.id !== args.id && !can(user, 'users.manage')) throw forbidden();
      return ctx.services.users.findActive(args.id);
    },
    roles: (_: unknown, __: unknown, ctx: UsersSitesContext) => {
      requirePermission(ctx, 'users.manage');
      return ctx.services.users.selectableRoles();
    },
    usersByRole: (_: unknown, args: { role: string; status?: boolean | null; search?: string | null }, ctx: UsersSitesContext) => {
      requirePermission(ctx, 'users.listByRole');
      return ctx.services.users.byRole(args.role, args.status, args.search);
    },
  },
  Mutation: {
    createUser: (_: unknown, args: { input: UserInput }, ctx: UsersSitesContext) =>
      ctx.services.users.create(args.input, requirePermission(ctx, 'users.manage')),
    // Own profile (account.self) or anyone's for users.manage; the service tells them apart.
    updateUser: (_: unknown, args: { id: string; input: UserInput }, ctx: UsersSitesContext) =>
      ctx.services.users.update(args.id, args.input, requirePermission(ctx, 'account.self')),
    deleteUser: (_: unknown, args: { id: string }, ctx: UsersSitesContext) => ctx.services.users.delete(args.id, requirePermission(ctx, 'users.manage')),
    blockUser: async (_: unknown, args: { id: string; action: string }, ctx: UsersSitesContext) => {
      const user = await ctx.services.users.block(args.id, args.action, requirePermission(ctx, 'users.manage'));
      return { id: user.id, status: user.status };
    },
  },
  User: {
    __resolveReference: (ref: { id: string }, ctx: UsersSitesContext) => ctx.loaders.user.load(ref.id),
    roles: (user: User, _: unknown, ctx: UsersSitesContext) => ctx.loaders.rolesOfUser.load(user.id),
    level: (user: User, _: unknown, ctx: UsersSitesContext) => (user.level_id ? ctx.loaders.level.load(user.level_id) : null),
    activated: (user: User) => !!user.activated_at,
    birthday: (user: User) => (user.birthday ? String(user.birthday).slice(0, 10) : null),
    created_at: (user: User) => iso(user.created_at),
  },
};

import { can } from '@pod/contracts';
import { forbidden, requirePermission, requireUser } from '@pod/service-kit';
import { guardFields } from '../access/guard-fields';
import { mayReadUser, PUBLIC_USER_FIELDS } from '../access/read-access';
import { fieldsOf } from '../access/schema-fields';
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
      const viewer = requirePermission(ctx, 'users.listByRole');
      // Pickers show names; only users.manage may also find people by e-mail or phone.
      return ctx.services.users.byRole(args.role, args.status, args.search, can(viewer, 'users.manage') ? 'contact' : 'name');
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
  // Every path to a user (query, nested field, federation reference) resolves its fields here,
  // so the read rule is applied once: others than the user and users.manage see id and name.
  User: {
    __resolveReference: (ref: { id: string }, ctx: UsersSitesContext) => ctx.loaders.user.load(ref.id),
    ...guardFields<User, UsersSitesContext>({
      fields: fieldsOf('User'),
      publicFields: PUBLIC_USER_FIELDS,
      mayRead: (user, ctx) => mayReadUser(ctx.user, user.id) || ctx.signedInUserId === user.id,
      resolvers: {
        roles: (user, _, ctx) => ctx.loaders.rolesOfUser.load(user.id),
        level: (user, _, ctx) => (user.level_id ? ctx.loaders.level.load(user.level_id) : null),
        activated: (user) => !!user.activated_at,
        birthday: (user) => (user.birthday ? String(user.birthday).slice(0, 10) : null),
        created_at: (user) => iso(user.created_at),
      },
    }),
  },
};

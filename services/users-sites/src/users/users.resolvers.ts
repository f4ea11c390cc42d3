import { can } from '@pod/contracts';
import { forbidden, requirePermission, requireUser } from '@pod/service-kit';
import { guardFields } from '../access/guard-fields';
import { mayReadUser, PUBLIC_USER_FIELDS } from '../access/read-access';
import { fieldsOf } from '../access/schema-fields';
import { iso, type UsersSitesContext } from '../context';
import type { Resolvers, UserResolvers } from '../generated/resolvers-types';
import type { User } from './user.entity';

export const usersResolvers: Resolvers = {
  Query: {
    me: async (_, __, ctx) => {
      const user = requirePermission(ctx, 'account.self');
      return ctx.services.users.findActive(user.id);
    },
    users: (_, args, ctx) => {
      requirePermission(ctx, 'users.manage');
      return ctx.services.users.list(args.filter ?? {});
    },
    userById: (_, args, ctx) => {
      const user = requireUser(ctx);
      if (user.id !== args.id && !can(user, 'users.manage')) throw forbidden();
      return ctx.services.users.findActive(args.id);
    },
    roles: (_, __, ctx) => {
      requirePermission(ctx, 'users.manage');
      return ctx.services.users.selectableRoles();
    },
    usersByRole: (_, args, ctx) => {
      const user = requirePermission(ctx, 'users.listByRole');
      // Pickers show names; only users.manage may also find people by e-mail or phone.
      return ctx.services.users.byRole(args.role, args.status, args.search, can(user, 'users.manage') ? 'contact' : 'name');
    },
  },
  Mutation: {
    createUser: (_, args, ctx) => ctx.services.users.create(requirePermission(ctx, 'users.manage'), args.input),
    // Own profile (account.self) or anyone's for users.manage; the service tells them apart.
    updateUser: (_, args, ctx) => ctx.services.users.update(requirePermission(ctx, 'account.self'), args.id, args.input),
    deleteUser: (_, args, ctx) => ctx.services.users.delete(requirePermission(ctx, 'users.manage'), args.id),
    blockUser: async (_, args, ctx) => {
      const user = await ctx.services.users.block(requirePermission(ctx, 'users.manage'), args.id, args.action);
      return { id: user.id, status: user.status };
    },
  },
  // Every path to a user (query, nested field, federation reference) resolves its fields here,
  // so the read rule is applied once: others than the user and users.manage see id and name.
  User: {
    __resolveReference: (ref, ctx) => ctx.loaders.user.load(ref.id),
    ...guardFields<User, UsersSitesContext, UserResolvers>({
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

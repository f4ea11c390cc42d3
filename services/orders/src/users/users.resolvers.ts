import type { Resolvers } from '../generated/resolvers-types';

export const usersResolvers: Resolvers = {
  User: {
    // users-sites owns the user and its own access rules; orders only adds the count, which
    // the batched loader gives to the user and users.manage staff (null to anyone else).
    __resolveReference: (ref) => ({ id: ref.id }),
    totalOrder: (user, _, ctx) => ctx.loaders.userTotalOrder.load(user.id),
  },
};

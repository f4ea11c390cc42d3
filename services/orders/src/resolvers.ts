import { mergeResolvers } from '@pod/service-kit';
import type { OrdersContext } from './context';
import { customersResolvers } from './customers/customers.resolvers';
import { designsResolvers } from './designs/designs.resolvers';
import { exportTemplatesResolvers } from './export-templates/export-templates.resolvers';
import { intakeResolvers } from './intake/intake.resolvers';
import { orderActionsResolvers } from './order-actions/order-actions.resolvers';
import { orderListResolvers } from './order-list/order-list.resolvers';
import { orderExportsResolvers } from './order-exports/order-exports.resolvers';
import { orderStatsResolvers } from './order-stats/order-stats.resolvers';
import { ordersResolvers as orderCapabilityResolvers } from './orders/orders.resolvers';
import { usersResolvers } from './users/users.resolvers';

/** Each capability contributes its own resolver map. */
export const ordersResolvers = mergeResolvers<OrdersContext>(customersResolvers, orderCapabilityResolvers, designsResolvers, intakeResolvers, orderActionsResolvers, orderListResolvers, exportTemplatesResolvers, orderExportsResolvers, orderStatsResolvers, usersResolvers);

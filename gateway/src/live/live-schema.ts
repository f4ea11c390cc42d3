import { buildSchema, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../auth/request-context';
import type { LiveHub } from './live-hub';
import type { LiveSubscription } from './subscriptions';

/**
 * The gateway-local schema served over websockets. Queries and mutations go through HTTP to
 * the supergraph; this schema only has the live updates (and a placeholder Query, which
 * GraphQL requires).
 */
export function buildLiveSchema(subscriptions: LiveSubscription[], hub: LiveHub): GraphQLSchema {
  const schema = buildSchema(`
    type Query { liveUpdates: [String!]! }
    type Subscription {
      ${subscriptions.map((s) => s.fieldSdl).join('\n      ')}
    }
    ${subscriptions.map((s) => s.typeDefs).join('\n')}
  `);
  schema.getQueryType()!.getFields().liveUpdates.resolve = () => subscriptions.map((s) => s.field);
  const fields = schema.getSubscriptionType()!.getFields();
  for (const live of subscriptions) {
    if (live.replay) hub.retain(live.topic, live.replay);
    const field = fields[live.field];
    field.subscribe = (_root, args, context: GatewayContext) => {
      const user = context.user;
      if (!user) throw new Error('Please sign in');
      return hub.listen(
        live.topic,
        (envelope) => live.accept(user, envelope.data, args),
        (envelope) => ({ [live.field]: live.toPayload(envelope) }),
      );
    };
    field.resolve = (payload: Record<string, unknown>) => payload[live.field];
  }
  return schema;
}

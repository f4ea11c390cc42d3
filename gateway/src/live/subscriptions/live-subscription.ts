import type { EventEnvelope } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';

/**
 * One live update: a Subscription field fed by one bus topic. Adding a live update is one
 * file exporting this shape plus a line in `subscriptions/index.ts`.
 */
export interface LiveSubscription<TData = unknown, TArgs = unknown> {
  /** Field on `type Subscription`, as clients query it. */
  field: string;
  /** The field's SDL, arguments included, e.g. `siteChanged: SiteChangedEvent!`. */
  fieldSdl: string;
  /** SDL of the types the field returns; names unique across the supergraph. */
  typeDefs: string;
  /** The bus topic whose events feed it (from @pod/contracts TOPICS). */
  topic: string;
  /** Whether this signed-in user (with these subscription arguments) may receive the event. */
  accept(user: UserContext, data: TData, args: TArgs): boolean;
  /** The field's value for one event. */
  toPayload(envelope: EventEnvelope<TData>): unknown;
  /**
   * For answers to a request the client subscribes to after asking (a token): a new subscription
   * also hears the matching events of the last `ms` (at most `max` kept per gateway process).
   */
  replay?: { ms: number; max: number };
}

/**
 * `accept` of an answer to one request followed by its token (PSD import, the editor's print file):
 * only the user who asked, and only for that token — not even an administrator hears another's.
 */
export function acceptRequesterToken(user: UserContext, data: { userId: string; token: string }, args: { token: string }): boolean {
  return data.userId === user.id && data.token === args.token;
}

import type { ApolloServerPlugin } from '@apollo/server';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { getNamedType, getNullableType, GraphQLError, isListType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { GatewayContext } from '../auth/request-context';

/** How many items a list is taken to hold when the request names no size. */
export const UNSIZED_LIST_ITEMS = 10;
/** How many items `-1` ("all", @pod/service-kit's ALL_ROWS) is taken to ask for: the suite's "all" bounds reach 10 000. */
export const ALL_ROWS_ITEMS = 1000;
/** Arguments that name how many rows a field returns, at the top level or one input object down (`filter.limit`). */
const SIZE_ARGUMENTS = ['limit', 'pageSize', 'first'];

function sizeIn(args: Record<string, unknown>): number | undefined {
  for (const name of SIZE_ARGUMENTS) {
    const value = args[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value === -1 ? ALL_ROWS_ITEMS : Math.max(0, Math.min(value, ALL_ROWS_ITEMS * 10));
  }
  return undefined;
}

function askedSize(args: Record<string, unknown>): number | undefined {
  const direct = sizeIn(args);
  if (direct !== undefined) return direct;
  for (const value of Object.values(args)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const nested = sizeIn(value as Record<string, unknown>);
      if (nested !== undefined) return nested;
    }
  }
  return undefined;
}

/**
 * Every field costs 1 plus its selection once per item it returns: the size the request asks
 * for (`limit`, `pageSize`, `first`; -1 as ALL_ROWS_ITEMS), else UNSIZED_LIST_ITEMS for a list,
 * else one (a paged field's size applies to its `hits`). So 30 aliases of `orders(filter: {limit: -1}) { hits { … } }` cost 30 times a
 * thousand orders' fields, while a page of 20 costs what it reads. A list of a node's own type
 * (a category's `children`) splits the tree its root list already counted, so it does not
 * multiply again: a nine-level category tree costs its nodes, not ten to the ninth.
 */
const itemsTimesSelection: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const returned = getNullableType(field.type);
  const isList = isListType(returned);
  const asked = askedSize(args);
  if (asked === undefined) return 1 + (isList && getNamedType(returned) !== type ? UNSIZED_LIST_ITEMS : 1) * childComplexity;
  // A paged field (`orders(filter) { count hits { … } }`) sizes the list inside it, which already
  // counts as UNSIZED_LIST_ITEMS items: scale by the rest so the page is not counted twice.
  return 1 + (isList ? asked : asked / UNSIZED_LIST_ITEMS) * childComplexity;
};

/** The cost of one operation of `document` (the one `operationName` names, or the only one). */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>, operationName?: string | null): number {
  return Math.ceil(getComplexity({ schema, query: document, variables: variables ?? {}, operationName: operationName ?? undefined, estimators: [itemsTimesSelection] }));
}

export interface QueryCostLimits {
  /** Most one operation may cost by its estimate (`operationCost`). */
  maxCost: number;
  /** Values (fields, list items) one user, or one address signed out, may receive per window. */
  budget: number;
  budgetWindowSeconds: number;
}

/** How many values an answer holds: every field and every list item, nested ones included. */
export function countValues(data: unknown): number {
  let count = 0;
  const stack: unknown[] = [data];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      count += value.length;
      for (const item of value) if (item !== null && typeof item === 'object') stack.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const field of Object.values(value)) {
        count += 1;
        if (field !== null && typeof field === 'object') stack.push(field);
      }
    }
  }
  return count;
}

function costBudgetSpent(retryAfterMs: number): GraphQLError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new GraphQLError(`Too many requests at once. Please wait ${retryAfter} second${retryAfter === 1 ? '' : 's'} and try again.`, {
    extensions: { code: 'FORBIDDEN', reason: 'cost-budget', retryAfter, http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) } },
  });
}

/**
 * Two guards, so one person's heavy queries cannot slow everyone else (issue 21):
 * - before any subgraph is called, an operation whose estimate (`operationCost`) is above
 *   `maxCost` is refused with 400 (30 aliases of every order never start);
 * - each caller (the user, or the client address when signed out) has a budget of values
 *   received per window; an answer is charged what it really held (`countValues`: a page of 20
 *   orders costs what it shows, a "limit 9999" list of three sites costs three), and a caller
 *   whose budget is spent is refused with 429 and Retry-After until the window refills.
 * In memory, per gateway replica.
 */
export function queryCostPlugin(limits: QueryCostLimits): ApolloServerPlugin<GatewayContext> {
  const budgets = new RateLimiterMemory({ points: limits.budget, duration: limits.budgetWindowSeconds });
  const callerOf = (context: GatewayContext) => (context.user ? `user:${context.user.id}` : `address:${context.clientIp}`);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, contextValue }) {
          let cost: number;
          try {
            cost = operationCost(schema, document, request.variables, request.operationName);
          } catch (error) {
            // Variables that do not fit the operation: the same answer execution would give.
            if (error instanceof GraphQLError) throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
            throw error;
          }
          if (cost > limits.maxCost) {
            throw new GraphQLError(`This request asks for too much at once (cost ${cost}, at most ${limits.maxCost}): ask for fewer rows or fields.`, {
              extensions: { code: 'BAD_USER_INPUT', cost, maxCost: limits.maxCost, http: { status: 400 } },
            });
          }
          const spent = await budgets.get(callerOf(contextValue));
          if (spent && spent.remainingPoints <= 0) throw costBudgetSpent(spent.msBeforeNext);
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.data) return;
          await budgets.penalty(callerOf(contextValue), countValues(response.body.singleResult.data));
        },
      };
    },
  };
}

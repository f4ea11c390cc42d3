import { signUserContext, type UserContext } from '../auth/user-context';

export interface GraphQLResponse<T = any> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } & Record<string, any> }>;
}

/** One signed GraphQL call; `clientIp` overrides the client's default address. */
export type SubgraphCall = <T = any>(query: string, variables?: Record<string, unknown>, user?: UserContext | null, clientIp?: string) => Promise<GraphQLResponse<T>>;

/**
 * Calls a subgraph the way the gateway does (signed user context, and `x-client-ip` when an
 * address is given), so service tests exercise the real HTTP + GraphQL path without a gateway.
 */
export function subgraphClient(url: string, secret: string, defaults: { clientIp?: string } = {}): SubgraphCall {
  return async function call<T = any>(query: string, variables: Record<string, unknown> = {}, user: UserContext | null = null, clientIp = defaults.clientIp): Promise<GraphQLResponse<T>> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signUserContext(user, secret, { clientIp }) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphQLResponse<T>;
  };
}

import { signUserContext, type UserContext } from '../auth/user-context';

export interface GraphQLResponse<T = any> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
}

/**
 * Calls a subgraph the way the gateway does (signed user context), so service tests exercise
 * the real HTTP + GraphQL path without starting a gateway.
 */
export function subgraphClient(url: string, secret: string) {
  return async function call<T = any>(query: string, variables: Record<string, unknown> = {}, user: UserContext | null = null): Promise<GraphQLResponse<T>> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signUserContext(user, secret) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphQLResponse<T>;
  };
}

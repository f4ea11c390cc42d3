import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '@pod/contracts';

/** One GraphQL call through the gateway; any HTTP or GraphQL error throws with the operation's first line. */
export async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  if (!res.ok || body.errors?.length) {
    throw new Error(`${query.trim().split('\n')[0]} failed (HTTP ${res.status}): ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/** Signs a demo user in (DEMO_PASSWORD) and returns the bearer token. */
export async function signInAs(graphqlUrl: string, email: string): Promise<string> {
  const data = await graphql(graphqlUrl, 'mutation SmokeSignIn($email: String!, $password: String!) { login(email: $email, password: $password) { token } }', {
    email,
    password: DEMO_PASSWORD,
  });
  return data.login.token as string;
}

/** A graphql-ws client on the gateway's websocket endpoint, authorised as `token`; no reconnects. */
export function liveClient(graphqlUrl: string, token: string): Client {
  return createClient({ url: graphqlUrl.replace(/^http/, 'ws'), webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
}

/**
 * Subscribes and collects every payload of `field` (also handed to `onNext` as it arrives);
 * `failure` rejects when the server ends the subscription with an error (callers race it
 * against their own waits).
 */
export function collect<T>(client: Client, query: string, field: string, onNext?: (payload: T) => void): { received: T[]; failure: Promise<never> } {
  const received: T[] = [];
  const failure = new Promise<never>((_, reject) => {
    client.subscribe<Record<string, T>>(
      { query },
      {
        next: (value) => {
          if (!value.data) return;
          received.push(value.data[field]!);
          onNext?.(value.data[field]!);
        },
        error: (error) => reject(new Error(`${field} subscription failed: ${JSON.stringify(error)}`)),
        complete: () => undefined,
      },
    );
  });
  failure.catch(() => undefined);
  return { received, failure };
}

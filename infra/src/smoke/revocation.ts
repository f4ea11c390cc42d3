import { DEMO_USERS } from '@pod/contracts';
import { collect, graphql, liveClient, signInAs } from './gateway-client';

const WITHIN_MS = 10_000;

async function statusOf(graphqlUrl: string, token: string): Promise<number> {
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query SmokeMe { me { id } }' }),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Revoked access across processes: the administrator blocks the demo Listing user; the gateway
 * (its own process) hears `users-sites.user.updated` over Kafka and refuses Listing's old token
 * and closes its live socket. Listing is unblocked again afterwards.
 */
export async function checkRevocation(graphqlUrl: string, adminToken: string, out: (line: string) => void): Promise<void> {
  const token = await signInAs(graphqlUrl, DEMO_USERS.listing.email);
  if ((await statusOf(graphqlUrl, token)) !== 200) throw new Error('the Listing demo user could not use their token');
  const client = liveClient(graphqlUrl, token);
  let closeCode: number | null = null;
  client.on('closed', (event) => (closeCode = (event as { code: number }).code));
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  collect(client, 'subscription SmokeRevokedSite { siteChanged { id } }', 'siteChanged');
  await connected;
  const block = (action: string) =>
    graphql(graphqlUrl, 'mutation SmokeBlock($id: ID!, $action: String!) { blockUser(id: $id, action: $action) { status } }', { id: DEMO_USERS.listing.id, action }, adminToken);
  const started = Date.now();
  await block('block');
  try {
    let status = 200;
    while (Date.now() - started < WITHIN_MS && (status !== 401 || closeCode === null)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await statusOf(graphqlUrl, token);
    }
    if (status !== 401) throw new Error(`a blocked user's token still answered HTTP ${status} after ${WITHIN_MS} ms`);
    if (closeCode !== 4401) throw new Error(`a blocked user's live socket was not closed with 4401 (got ${closeCode})`);
    out(`revocation: blocked user's token refused and socket closed in ${Date.now() - started} ms`);
  } finally {
    await block('unblock');
    await client.dispose();
  }
}

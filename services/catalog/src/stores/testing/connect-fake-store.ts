import type { UserContext } from '@pod/service-kit';
import type { FakeWooStore } from '@pod/store-fakes';
import type { TestService } from '@pod/users-sites/testing';

/**
 * Connects a new WooCommerce site of `user` to a fake store through users-sites' real flow
 * (createSite → wc-auth → keys POSTed to the callback). Stores call back at PUBLIC_API_URL,
 * the gateway, which forwards /oauth to users-sites; tests have no gateway, so the callback's
 * origin is pointed at users-sites itself.
 */
export async function connectFakeWooSite(usersSites: TestService, woo: FakeWooStore, user: UserContext, title = `Fake Woo ${Date.now()}`): Promise<string> {
  const created = await usersSites.call<{ createSite: { id: string; authUrl: string } }>(
    'mutation ($title: String, $domain: String) { createSite(title: $title, domain: $domain, platform: "woocommerce", isConnect: true) { id authUrl } }',
    { title, domain: woo.url },
    user,
  );
  if (!created.data?.createSite) throw new Error(`createSite failed: ${JSON.stringify(created.errors)}`);
  const { id, authUrl } = created.data.createSite;
  await approveAtStore(usersSites, authUrl);
  return id;
}

/** The pending icon's way back: `reconnectSite`, then the store approves again. */
export async function reconnectFakeWooSite(usersSites: TestService, siteId: string, user: UserContext): Promise<void> {
  const answer = await usersSites.call<{ reconnectSite: string }>('mutation ($id: ID!) { reconnectSite(id: $id) }', { id: siteId }, user);
  if (!answer.data?.reconnectSite) throw new Error(`reconnectSite failed: ${JSON.stringify(answer.errors)}`);
  await approveAtStore(usersSites, answer.data.reconnectSite);
}

async function approveAtStore(usersSites: TestService, authUrl: string): Promise<void> {
  const authorize = new URL(authUrl);
  const callback = new URL(authorize.searchParams.get('callback_url')!);
  authorize.searchParams.set('callback_url', `${usersSites.baseUrl}${callback.pathname}`);
  const answer = await fetch(authorize, { redirect: 'manual' });
  if (answer.status !== 302) throw new Error(`wc-auth answered ${answer.status}: ${await answer.text()}`);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { SiteDirectory } from './site-directory';
import { as, INTERNAL_SECRET, startCatalogTestEnv, type CatalogTestEnv } from '../testing/catalog-test-env';
import { testUser } from '@pod/service-kit/testing';

let env: CatalogTestEnv;
let sites: SiteDirectory;

beforeAll(async () => {
  env = await startCatalogTestEnv();
  sites = new SiteDirectory({ usersSitesUrl: env.usersSites.baseUrl, internalSecret: INTERNAL_SECRET });
});
afterAll(() => env?.stop());

describe('SiteDirectory (sites as users-sites tells the catalog)', () => {
  it('knows a demo site: owner, platform, domain, connection', async () => {
    const site = await sites.get(DEMO_SITES.woo.id);
    expect(site).toMatchObject({ id: DEMO_SITES.woo.id, user_id: DEMO_USERS.seller.id, platform: 'woocommerce', domain: DEMO_SITES.woo.domain, verified: false, status: true, credentials: null });
  });

  it('says NOT_FOUND for an unknown site and refuses a wrongly signed lookup', async () => {
    await expect(sites.get('00000000-0000-4000-9000-0000000000ff')).rejects.toThrow('Site not found');
    const wrong = new SiteDirectory({ usersSitesUrl: env.usersSites.baseUrl, internalSecret: 'not-the-secret' });
    await expect(wrong.get(DEMO_SITES.woo.id)).rejects.toThrow(/answered 401/);
  });

  it('lets the owner and staff who see all sites act on a site, and nobody else', async () => {
    await expect(sites.assertOwnedBy(as.seller, DEMO_SITES.woo.id)).resolves.toMatchObject({ id: DEMO_SITES.woo.id });
    await expect(sites.assertOwnedBy(as.admin, DEMO_SITES.woo.id)).resolves.toBeTruthy();
    const otherSeller = testUser({ id: '00000000-0000-4000-8000-0000000000aa', email: 'x@pod.local', roles: ['Seller'] });
    // someone else's site is refused exactly as an unknown id is
    for (const user of [otherSeller, as.listing]) {
      await expect(sites.assertOwnedBy(user, DEMO_SITES.woo.id)).rejects.toMatchObject({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } });
      await expect(sites.assertOwnedBy(user, '00000000-0000-4000-8000-00000000ffff')).rejects.toMatchObject({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

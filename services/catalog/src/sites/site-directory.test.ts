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
    await expect(sites.assertOwnedBy(otherSeller, DEMO_SITES.woo.id)).rejects.toThrow('This site does not belong to you');
    await expect(sites.assertOwnedBy(as.listing, DEMO_SITES.woo.id)).rejects.toThrow('This site does not belong to you');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_USERS } from '@pod/contracts';
import { signUserContext } from '@pod/service-kit';
import { INTERNAL_SECRET, startTestService, type TestService } from '../testing/test-service';
import { MAX_EXPORT_FACT_IDS } from './export-facts.routes';

/** The site, seller and supplier names an order export prints, asked by orders over the signed internal route. */

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const post = (body: unknown, headers: Record<string, string> = signUserContext(null, INTERNAL_SECRET)) =>
  fetch(`${t.baseUrl}/internal/sites/export-facts`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('POST /internal/sites/export-facts', () => {
  it('answers the sites and users that exist, and nothing else', async () => {
    const missing = randomUUID();
    const res = await post({ site_ids: [DEMO_SITES.offline.id, missing, DEMO_SITES.offline.id], user_ids: [DEMO_USERS.seller.id, DEMO_USERS.supplier.id, missing] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.sites).toEqual([{ id: DEMO_SITES.offline.id, title: DEMO_SITES.offline.title, domain: DEMO_SITES.offline.domain }]);
    const { seller, supplier } = DEMO_USERS;
    expect(body.users).toHaveLength(2);
    expect(body.users).toEqual(
      expect.arrayContaining([
        { id: seller.id, first_name: seller.first_name, last_name: seller.last_name, email: seller.email },
        { id: supplier.id, first_name: supplier.first_name, last_name: supplier.last_name, email: supplier.email },
      ]),
    );
    expect(await (await post({})).json()).toEqual({ sites: [], users: [] });
  });

  it('refuses unsigned callers, and lists that are too long, not lists or not uuids', async () => {
    expect((await post({ site_ids: [DEMO_SITES.offline.id] }, {})).status).toBe(401);
    expect((await post({ site_ids: [DEMO_SITES.offline.id] }, signUserContext(null, 'another secret'))).status).toBe(401);
    const tooMany = Array.from({ length: MAX_EXPORT_FACT_IDS + 1 }, () => randomUUID());
    for (const body of [{ site_ids: tooMany }, { user_ids: tooMany }, { user_ids: 'x' }, { site_ids: ["' OR 1=1 --"] }, { user_ids: [7] }]) {
      const res = await post(body);
      expect.soft(res.status).toBe(400);
      expect.soft((await res.json()).error).toMatch(/at most 1000 ids, each a uuid/);
    }
    expect((await post({ site_ids: tooMany.slice(1), user_ids: tooMany.slice(1) })).status).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@pod/contracts';
import { signUserContext, type RunningService } from '@pod/service-kit';
import { startServiceForTest, testUser, TEST_INTERNAL_SECRET, type ServiceUnderTest } from '@pod/service-kit/testing';
import { SERVICE_NAME } from '../config';
import { DEMO_PRODUCT_TYPES } from '../database/seed';
import { startCatalogService } from '../index';

const admin = testUser(DEMO_USERS.admin);
const listing = testUser(DEMO_USERS.listing);
const seller = testUser(DEMO_USERS.seller);
const supplier = testUser(DEMO_USERS.supplier);
const [tee, mug] = DEMO_PRODUCT_TYPES;

let catalog: ServiceUnderTest<RunningService>;

beforeAll(async () => {
  catalog = await startServiceForTest(SERVICE_NAME, startCatalogService);
}, 60_000);
afterAll(async () => {
  await catalog?.stop();
});

const UPDATE = `mutation($id: ID!, $carriers: [ProductTypeCarrierInput!]!, $suppliers: [ID!]) {
  updateProductTypeCarriers(product_type_id: $id, carriers: $carriers, supplier_ids: $suppliers) { id product_type_carriers { carrier { id name } price default } suppliers { id } }
}`;
const TYPES = `query($ids: [ID!]!) { productTypeByIds(ids: $ids) { id product_type_carriers { carrier { id } price default } suppliers { id } } }`;

describe('carriers', () => {
  it('lists the seeded carriers to everyone who reads product types', async () => {
    const res = await catalog.call(`{ carriers { id name } }`, {}, seller);
    expect(res.data.carriers).toEqual([{ id: 'dhl', name: 'DHL' }, { id: 'fedex', name: 'FedEx' }, { id: 'ups', name: 'UPS' }, { id: 'usps', name: 'USPS' }]);
  });

  it("sets a product type's carriers with their price and its suppliers; others read them on ProductType", async () => {
    const supplierId = supplier.id;
    const res = await catalog.call(UPDATE, { id: tee!.id, carriers: [{ carrier_id: 'usps', price: 4.5, default: true }, { carrier_id: 'ups', price: 7.25 }], suppliers: [supplierId] }, listing);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProductTypeCarriers).toEqual({
      id: tee!.id,
      product_type_carriers: [{ carrier: { id: 'usps', name: 'USPS' }, price: 4.5, default: true }, { carrier: { id: 'ups', name: 'UPS' }, price: 7.25, default: false }],
      suppliers: [{ id: supplierId }],
    });
    const read = await catalog.call(TYPES, { ids: [tee!.id, mug!.id] }, supplier);
    expect(read.data.productTypeByIds).toEqual([
      { id: tee!.id, product_type_carriers: [{ carrier: { id: 'usps' }, price: 4.5, default: true }, { carrier: { id: 'ups' }, price: 7.25, default: false }], suppliers: [{ id: supplierId }] },
      { id: mug!.id, product_type_carriers: [], suppliers: [] },
    ]);
    // without supplier_ids the suppliers stay
    await catalog.call(UPDATE, { id: tee!.id, carriers: [{ carrier_id: 'dhl', price: 12 }] }, admin);
    expect((await catalog.call(TYPES, { ids: [tee!.id] }, admin)).data.productTypeByIds[0]).toMatchObject({ product_type_carriers: [{ carrier: { id: 'dhl' } }], suppliers: [{ id: supplierId }] });
  });

  it('refuses unknown carriers, duplicates, two defaults, bad prices, an unknown type, and anyone but Administrator and Listing', async () => {
    const refusal = async (vars: Record<string, unknown>, user = admin) => (await catalog.call(UPDATE, { id: mug!.id, ...vars }, user)).errors?.[0];
    expect(await refusal({ carriers: [{ carrier_id: 'pony', price: 1 }] })).toMatchObject({ message: 'Carrier not found', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refusal({ carriers: [{ carrier_id: 'ups', price: 1 }, { carrier_id: 'ups', price: 2 }] })).toMatchObject({ message: 'Each carrier can be listed once' });
    expect(await refusal({ carriers: [{ carrier_id: 'ups', price: 1, default: true }, { carrier_id: 'dhl', price: 2, default: true }] })).toMatchObject({ message: 'Only one carrier can be the default' });
    expect((await refusal({ carriers: [{ carrier_id: 'ups', price: -1 }] }))?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await refusal({ carriers: [], suppliers: ['nope'] }))?.message).toBe('Supplier not found');
    expect((await catalog.call(UPDATE, { id: randomUUID(), carriers: [] }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const user of [seller, supplier]) expect.soft((await refusal({ carriers: [] }, user))?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('POST /internal/product-types/carriers', () => {
  const post = (body: unknown, headers: Record<string, string>) =>
    fetch(`${catalog.baseUrl}/internal/product-types/carriers`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it("answers every carrier and each product type's offers, to signed callers only", async () => {
    await catalog.call(UPDATE, { id: mug!.id, carriers: [{ carrier_id: 'fedex', price: 9.99, default: true }] }, admin);
    const res = await post({ ids: [mug!.id, randomUUID()] }, signUserContext(null, TEST_INTERNAL_SECRET));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.carriers).toHaveLength(4);
    expect(body.product_types).toEqual([
      { id: mug!.id, carriers: [{ carrier_id: 'fedex', name: 'FedEx', price: 9.99, default: true }] },
      { id: expect.any(String), carriers: [] },
    ]);
    expect((await post({ ids: [mug!.id] }, {})).status).toBe(401);
    expect((await post({ ids: 'x' }, signUserContext(null, TEST_INTERNAL_SECRET))).status).toBe(400);
  });
});

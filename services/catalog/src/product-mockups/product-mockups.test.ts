import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, generateProductId, PRODUCT_MESSAGES, TOPICS, type EventEnvelope, type ProductMockupRenderedEvent, type ProductMockupRequestedEvent, type ProductMockupUpdatedEvent } from '@pod/contracts';
import type { UserContext } from '@pod/service-kit';
import { InProcessEventBus } from '@pod/service-kit/events';
import { testUser } from '@pod/service-kit/testing';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
import { SEED_MOCKUPS } from '@pod/artworks/seed';
import { as, SELLER_ARTWORK_ID, startCatalogTestEnv, type CatalogTestEnv } from '../testing/catalog-test-env';
import { connectWooSite, CREATE_PRODUCT, DEMO_MUG, mugInput, typeVariants, waitFor } from '../products/product-test-fixtures';
import { PRODUCT_MOCKUP_MESSAGES } from './product-mockups.service';

/**
 * generateProductMockups → catalog.product-mockup.requested (what media renders) → media's answer
 * → the results consumer: the job's image, the product's variants, catalog.product-mockup.updated
 * with allDone. Media's side is published here by hand (its rendering is tested in
 * services/artworks/src/artworks/render-product-mockup.test.ts); the artworks service is real
 * (the demo mug's seeded mockup, read through its internal route).
 */
const GENERATE = `mutation Generate($input: [GenerateProductMockupInput!]!, $exclude: [ID!]) {
  generateProductMockups(input: $input, excludeMockups: $exclude) { productId total renders { id mockupId productTypeId variantIds sorting status image } }
}`;
const PRODUCT = `query ($id: ID!) { productByID(id: $id) { id variants { product_type_variant_id image mockup_id } } }`;
const MUG_MOCKUP = SEED_MOCKUPS.find((m) => m.productTypeId === DEMO_MUG.id)!;

const bus = new InProcessEventBus();
const requested: ProductMockupRequestedEvent[] = [];
const updates: ProductMockupUpdatedEvent[] = [];
let env: CatalogTestEnv;
let woo: FakeWooStore;
let seller: UserContext;
const otherSeller = testUser({ ...DEMO_USERS.seller, id: randomUUID(), email: 'other-mockups@seller.test' });

const mugArtworks = (productId: string, artworkId = SELLER_ARTWORK_ID) =>
  DEMO_MUG.printAreas.map((a, i) => ({ productId, productTypePrintAreaId: a.id, productTypeId: DEMO_MUG.id, artworkId, sorting: i + 1 }));

/** What media answers for a render it stored. */
async function answerRendered(request: ProductMockupRequestedEvent): Promise<string> {
  const fileKey = `product-mockups/${request.jobId}.png`;
  const data: ProductMockupRenderedEvent = { jobId: request.jobId, productId: request.productId, fileId: randomUUID(), fileKey, width: 1000, height: 800, renderMs: 5 };
  const envelope: EventEnvelope<ProductMockupRenderedEvent> = { id: randomUUID(), type: TOPICS.productMockupRendered, occurredAt: new Date().toISOString(), key: request.productId, version: 1, data };
  // delivered twice: the consumer records it once
  await bus.publish(TOPICS.productMockupRendered, [envelope, envelope]);
  return fileKey;
}

beforeAll(async () => {
  await bus.subscribe({ groupId: 'media.test', topics: [TOPICS.productMockupRequested], handler: async ({ envelope }) => void requested.push(envelope.data as ProductMockupRequestedEvent) });
  await bus.subscribe({ groupId: 'gateway.test', topics: [TOPICS.productMockupUpdated], handler: async ({ envelope }) => void updates.push(envelope.data as ProductMockupUpdatedEvent) });
  woo = await startFakeWooStore();
  env = await startCatalogTestEnv({ bus });
  const siteId = await connectWooSite(env, as.seller, woo.url, woo.keys);
  seller = testUser({ ...DEMO_USERS.seller, siteId });
}, 300_000);

afterAll(async () => {
  await env?.stop();
  await woo?.stop();
  await bus.close();
});

describe('generateProductMockups', () => {
  it("renders a new product's mockups before it exists, then attaches them when it is created with that id", async () => {
    const productId = generateProductId();
    const res = await env.call(GENERATE, { input: mugArtworks(productId) }, seller);
    expect(res.errors).toBeUndefined();
    const mugVariants = await typeVariants(env, DEMO_MUG.id, seller);
    const batch = res.data.generateProductMockups;
    expect(batch).toMatchObject({ productId, total: 1, renders: [{ mockupId: MUG_MOCKUP.id, productTypeId: DEMO_MUG.id, sorting: 1, status: 'rendering', image: null }] });
    expect([...batch.renders[0].variantIds].sort()).toEqual(mugVariants.map((v) => v.id).sort());

    // The request media gets: the mockup as it is, the artwork's version pinned, the print area's size.
    const request = await waitFor(() => requested.find((r) => r.jobId === batch.renders[0].id));
    expect(request).toMatchObject({
      productId,
      ownerId: DEMO_USERS.seller.id,
      mockup: { id: MUG_MOCKUP.id, photoKey: MUG_MOCKUP.file.key, width: MUG_MOCKUP.file.width, height: MUG_MOCKUP.file.height, layers: expect.any(Array) },
      variantColor: null,
      printAreas: [{ printAreaId: DEMO_MUG.printAreas[0]!.id, artworkId: SELLER_ARTWORK_ID, version: 1, width: DEMO_MUG.printAreas[0]!.width, height: DEMO_MUG.printAreas[0]!.height }],
    });

    const image = await answerRendered(request);
    const update = await waitFor(() => updates.find((u) => u.jobId === request.jobId));
    expect(update).toMatchObject({ productId, sellerId: DEMO_USERS.seller.id, requesterId: DEMO_USERS.seller.id, mockupId: MUG_MOCKUP.id, status: 'done', image, done: 1, total: 1, allDone: true });
    expect(updates.filter((u) => u.jobId === request.jobId)).toHaveLength(1);

    // Another seller can neither render for the id nor create a product with it.
    const taken = await env.call(GENERATE, { input: mugArtworks(productId) }, otherSeller);
    expect(taken.errors?.[0]).toMatchObject({ message: PRODUCT_MOCKUP_MESSAGES.productIdTaken, extensions: { code: 'CONFLICT' } });

    // Created with the id the form rendered for; rendering again attaches the images to its variants.
    const created = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { id: productId }) }, seller);
    expect(created.errors).toBeUndefined();
    expect(created.data.createProduct.id).toBe(productId);
    const again = await env.call(GENERATE, { input: mugArtworks(productId) }, seller);
    const second = await waitFor(() => requested.find((r) => r.jobId === again.data.generateProductMockups.renders[0].id));
    const secondImage = await answerRendered(second);
    await waitFor(() => updates.find((u) => u.jobId === second.jobId));
    const product = (await env.call(PRODUCT, { id: productId }, seller)).data.productByID;
    expect(product.variants.map((v: { image: string; mockup_id: string }) => [v.image, v.mockup_id])).toEqual(mugVariants.map(() => [secondImage, MUG_MOCKUP.id]));

    // The first request's late answer changes nothing: its job was replaced.
    await answerRendered(request);
    expect((await env.call(PRODUCT, { id: productId }, seller)).data.productByID.variants[0].image).toBe(secondImage);
  });

  it("refuses another seller's product, other people's artworks and roles that cannot save products", async () => {
    const productId = generateProductId();
    const created = await env.call(CREATE_PRODUCT, { input: await mugInput(env, seller, { id: productId }) }, seller);
    expect(created.errors).toBeUndefined();
    const foreign = await env.call(GENERATE, { input: mugArtworks(productId) }, otherSeller);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    // A draft of their own may print only their own artworks.
    const notTheirs = await env.call(GENERATE, { input: mugArtworks(generateProductId()) }, otherSeller);
    expect(notTheirs.errors?.[0]).toMatchObject({ message: PRODUCT_MESSAGES.artworkRequired('Wrap'), extensions: { code: 'BAD_USER_INPUT' } });
    const supplier = await env.call(GENERATE, { input: mugArtworks(generateProductId()) }, as.supplier);
    expect(supplier.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const badId = await env.call(GENERATE, { input: mugArtworks('NOT-AN-ID') }, seller);
    expect(badId.errors?.[0]).toMatchObject({ message: PRODUCT_MOCKUP_MESSAGES.productIdInvalid });
    // An Administrator may render for the seller's product.
    const admin = await env.call(GENERATE, { input: mugArtworks(productId) }, as.admin);
    expect(admin.errors).toBeUndefined();
    expect(admin.data.generateProductMockups.total).toBe(1);
  });

  it('leaves excludeMockups out', async () => {
    const res = await env.call(GENERATE, { input: mugArtworks(generateProductId()), exclude: [MUG_MOCKUP.id] }, seller);
    expect(res.errors).toBeUndefined();
    expect(res.data.generateProductMockups).toMatchObject({ total: 0, renders: [] });
  });
});

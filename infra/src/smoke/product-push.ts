import { randomBytes } from 'node:crypto';
import { DEMO_USERS } from '@pod/contracts';
import { startFakeWooStore, type FakeWooStore } from '@pod/store-fakes';
// The demo seeds' fixed ids (the same rows the services seed on start-up).
import { DEMO_PRODUCT_TYPES } from '@pod/catalog/seed';
import { SEED_ARTWORK_IDS } from '@pod/artworks/seed';
import { collect, graphql, liveClient, signInAs } from './gateway-client';

/**
 * The catalogue's product push across processes (spec 001 §7, 002 §2.11): the demo seller
 * connects a WooCommerce site on a fake store (users-sites, through the gateway's /oauth),
 * uploads an image (media + S3) and creates a product (catalog). The save's outbox event goes
 * over Kafka to the catalog's push worker, which calls the store; its status change goes over
 * Kafka again to the gateway, whose `campaignStoreChanged` subscription must bring Pushed.
 *
 * The services must accept loopback store addresses (ALLOW_LOOPBACK_STORES=1).
 */

const PUSH_TIMEOUT_MS = 60_000;
/** A real 2x2 PNG (what the product form's image upload would send). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNIQBEoYIAgBqRQ/x0c3tJgAAAABJRU5ErkJggg==', 'base64');
/** The demo T-shirt: two print areas (an artwork each) and eight priced variants. */
const PRODUCT_TYPE = DEMO_PRODUCT_TYPES[0]!;

/** A seeded product type as the demo seeds hold it. */
export type DemoProductType = (typeof DEMO_PRODUCT_TYPES)[number];

interface CampaignStoreEvent {
  id: string;
  siteId: string;
  productId: string;
  status: string;
  log: string | null;
  pushedAt: string | null;
}

export async function checkProductPush(graphqlUrl: string, out: (line: string) => void): Promise<void> {
  const store = await startFakeWooStore({ keys: { consumer_key: `ck_smoke_${randomBytes(8).toString('hex')}`, consumer_secret: `cs_smoke_${randomBytes(8).toString('hex')}` } });
  try {
    const token = await signInAs(graphqlUrl, DEMO_USERS.seller.email);
    const site = await connectWooSite(graphqlUrl, token, store);
    out(`woo site connected: ${site.domain} (site ${site.id})`);

    const image = await uploadImage(graphqlUrl, token);
    out(`image uploaded: ${image}`);

    const client = liveClient(graphqlUrl, token);
    try {
      const live = collect<CampaignStoreEvent>(client, 'subscription SmokeCampaignStoreChanged { campaignStoreChanged { id siteId productId status log pushedAt } }', 'campaignStoreChanged');
      const product = await createProduct(graphqlUrl, token, site.id, image);
      out(`product created: ${product.id} "${product.title}" (${product.variants.length} variants, ${product.print_areas.length} print areas)`);

      const started = Date.now();
      const ours = () => live.received.filter((e) => e.productId === product.id);
      const deadline = started + PUSH_TIMEOUT_MS;
      while (!ours().some((e) => e.status === 'Pushed' || e.status === 'Error') && Date.now() < deadline) {
        await Promise.race([live.failure, new Promise((resolve) => setTimeout(resolve, 250))]);
      }
      const statuses = ours().map((e) => e.status);
      const last = ours().at(-1);
      if (last?.status === 'Error') throw new Error(`the push failed: ${last.log ?? '(no log)'} (live statuses: ${statuses.join(' → ')})`);
      if (last?.status !== 'Pushed') {
        throw new Error(`no campaignStoreChanged Pushed for product ${product.id} within ${PUSH_TIMEOUT_MS / 1000} s (live statuses: ${statuses.join(' → ') || 'none'})`);
      }
      out(`live push status over Kafka: ${statuses.join(' → ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      await checkCampaignStore(graphqlUrl, token, site.id, product.id, last.id, out);
      await checkStoreHoldsProduct(store, product, out);
    } finally {
      await client.dispose();
    }
  } finally {
    await store.stop();
  }
}

/**
 * A WooCommerce site of the seller on the fake store, connected as a merchant would: the store
 * approves the authorisation URL at once and posts its keys to users-sites' callback (via the
 * gateway's /oauth). Each run uses its own sub-path: users-sites refuses one store twice per seller.
 */
export async function connectWooSite(graphqlUrl: string, token: string, store: FakeWooStore) {
  const name = `smoke-${randomBytes(4).toString('hex')}`;
  const created = await graphql(
    graphqlUrl,
    'mutation SmokeCreateSite($title: String, $domain: String) { createSite(title: $title, domain: $domain, platform: "woocommerce", isConnect: true) { id domain authUrl } }',
    { title: `Smoke Woo ${name}`, domain: `${store.url}/s/${name}` },
    token,
  );
  const { id, domain, authUrl } = created.createSite as { id: string; domain: string; authUrl: string | null };
  if (!authUrl) throw new Error(`createSite returned no authorisation URL for ${domain}`);
  const approved = await fetch(authUrl, { redirect: 'manual' });
  if (approved.status !== 302) throw new Error(`the fake store did not approve the connection (HTTP ${approved.status}: ${await approved.text()})`);
  const site = await graphql(graphqlUrl, 'query SmokeSite($id: ID!) { siteById(id: $id) { verified } }', { id }, token);
  if (!site.siteById?.verified) throw new Error(`site ${id} is not connected after the store approved (no keys reached users-sites' callback?)`);
  return { id, domain };
}

/** The product form's upload: a signed POST form to S3, then the file registered with media; returns the registered key. */
export async function uploadImage(graphqlUrl: string, token: string): Promise<string> {
  const signed = await graphql(graphqlUrl, 'mutation SmokeSignedUrl($filename: String!, $fileMime: String!) { createSignedUrl(filename: $filename, fileMime: $fileMime) { key url fields { name value } } }', { filename: 'smoke.png', fileMime: 'image/png' }, token);
  const { key, url, fields } = signed.createSignedUrl as { key: string; url: string; fields: Array<{ name: string; value: string }> };
  const form = new FormData();
  for (const field of fields) form.append(field.name, field.value);
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'smoke.png');
  const posted = await fetch(url, { method: 'POST', body: form });
  if (!posted.ok) throw new Error(`S3 refused the image upload (HTTP ${posted.status}: ${await posted.text()})`);
  const file = await graphql(
    graphqlUrl,
    'mutation SmokeCreateFile($input: CreateFileInput!) { createFile(input: $input) { id key } }',
    { input: { key, file_name: 'smoke.png', file_mime: 'image/png', file_size: PNG.length, source: 'aws' } },
    token,
  );
  return (file.createFile as { key: string }).key;
}

export interface CreatedProduct {
  id: string;
  title: string;
  permalink: string;
  variants: Array<{ regular_price: number; price: number | null; product_type_variant: { sku: string } }>;
  print_areas: Array<{ name: string; artwork_id: string }>;
}

/**
 * A seeded product type (the T-shirt unless given) at its own prices, the uploaded image, and on
 * each print area `artworkFor(index)` (by default a different demo artwork per area).
 */
export async function createProduct(
  graphqlUrl: string,
  token: string,
  siteId: string,
  image: string,
  options: { productType?: DemoProductType; artworkFor?: (areaIndex: number) => string } = {},
): Promise<CreatedProduct> {
  const productType = options.productType ?? PRODUCT_TYPE;
  const artworkFor = options.artworkFor ?? ((i: number) => SEED_ARTWORK_IDS[i]!);
  const typeData = await graphql(
    graphqlUrl,
    'query SmokeProductType($id: ID!) { productTypeById(id: $id) { id printAreas { id name } product_type_variants { id sku retail_cost sale_cost is_active } } }',
    { id: productType.id },
    token,
  );
  const type = typeData.productTypeById as { id: string; printAreas: Array<{ id: string; name: string }>; product_type_variants: Array<{ id: string; retail_cost: number | null; sale_cost: number | null; is_active: boolean }> } | null;
  if (!type) throw new Error(`the demo product type ${productType.title} (${productType.id}) is not seeded`);
  const priced = type.product_type_variants.filter((v) => v.is_active && v.retail_cost !== null);
  if (!priced.length) throw new Error(`the demo product type ${productType.title} has no priced variants`);
  if (!options.artworkFor && type.printAreas.length > SEED_ARTWORK_IDS.length) throw new Error(`${type.printAreas.length} print areas but only ${SEED_ARTWORK_IDS.length} demo artworks`);

  const created = await graphql(
    graphqlUrl,
    `mutation SmokeCreateProduct($input: ProductInput!) {
      createProduct(input: $input) { id title permalink variants { regular_price price product_type_variant { sku } } print_areas { name artwork_id } }
    }`,
    {
      input: {
        title: `Smoke ${productType.title} ${randomBytes(3).toString('hex')}`,
        site_id: siteId,
        product_type_ids: [type.id],
        variants: priced.map((v, i) => ({ product_type_id: type.id, product_type_variant_id: v.id, regular_price: v.retail_cost, price: v.sale_cost, active: true, sorting: i + 1 })),
        print_areas: type.printAreas.map((area, i) => ({ product_type_print_area_id: area.id, name: area.name, product_type_id: type.id, artwork_id: artworkFor(i) })),
        images: [image],
      },
    },
    token,
  );
  return created.createProduct as CreatedProduct;
}

/** What the seller's pushing list reads: the row Pushed, with the store's permalink, which answers. */
async function checkCampaignStore(graphqlUrl: string, token: string, siteId: string, productId: string, campaignStoreId: string, out: (line: string) => void) {
  const data = await graphql(
    graphqlUrl,
    'query SmokeCampaignStores($filter: CampaignStoreFilter) { campaignStores(filter: $filter) { count hits { id productId status permalink pushedAt log } } }',
    { filter: { siteId, offset: 0, limit: 20 } },
    token,
  );
  const row = (data.campaignStores.hits as Array<{ id: string; productId: string; status: string; permalink: string | null; pushedAt: string | null; log: string | null }>).find((r) => r.productId === productId);
  if (!row) throw new Error(`campaignStores of site ${siteId} has no row for product ${productId}`);
  if (row.id !== campaignStoreId) throw new Error(`campaignStores row ${row.id} is not the one the live update named (${campaignStoreId})`);
  if (row.status !== 'Pushed' || !row.permalink || !row.pushedAt) throw new Error(`campaignStores row is not Pushed with a permalink: ${JSON.stringify(row)}`);
  const page = await fetch(row.permalink);
  if (!page.ok) throw new Error(`the store's permalink ${row.permalink} answered HTTP ${page.status}`);
  out(`campaignStores: ${row.status} at ${row.pushedAt}, permalink ${row.permalink}`);
}

/** The store's own REST API: the product, with every variation at the prices the seller chose. */
async function checkStoreHoldsProduct(store: FakeWooStore, product: CreatedProduct, out: (line: string) => void) {
  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${store.url}/wp-json/wc/v3/${path}`, { headers: { authorization: store.authorization } });
    if (!res.ok) throw new Error(`the fake store answered HTTP ${res.status} for ${path}: ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  const found = await api<Array<{ id: number; name: string; images: Array<{ src: string }> }>>(`products?search=${encodeURIComponent(product.title)}`);
  if (found.length !== 1 || found[0]!.name !== product.title) throw new Error(`the store should hold one product "${product.title}", it holds ${JSON.stringify(found.map((p) => p.name))}`);
  const stored = found[0]!;
  if (!stored.images.length) throw new Error(`the store's product ${stored.id} has no images`);
  // a real store downloads the image from our media route: it must answer with the picture
  const picture = await fetch(stored.images[0]!.src);
  if (!picture.ok || !picture.headers.get('content-type')?.startsWith('image/')) {
    throw new Error(`the store's image ${stored.images[0]!.src} answered HTTP ${picture.status} (${picture.headers.get('content-type')})`);
  }
  const variations = await api<Array<{ sku: string; regular_price: string; sale_price: string }>>(`products/${stored.id}/variations?per_page=100`);
  // store SKUs are the product id + '-' + the type variant SKU (unique store-wide)
  const price = (regular: number | string, sale: number | string | null) => `${Number(regular)}/${sale === null || sale === '' ? '-' : Number(sale)}`;
  const want = product.variants.map((v) => `${product.id}-${v.product_type_variant.sku} ${price(v.regular_price, v.price)}`).sort();
  const got = variations.map((v) => `${v.sku} ${price(v.regular_price, v.sale_price)}`).sort();
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`the store's variations differ:\n  want ${want.join(', ')}\n  got  ${got.join(', ')}`);
  out(`fake store holds product ${stored.id} "${stored.name}" with ${variations.length} variations, image ${stored.images[0]!.src}`);
}

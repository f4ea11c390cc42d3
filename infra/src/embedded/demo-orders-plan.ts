import { DEMO_ARTWORK_IMAGES_PREFIX, DEMO_MEDIA, DEMO_PRODUCT_TYPE_IDS, type DemoProductShape } from '@pod/contracts';
import { DEMO_CUSTOMERS, demoCustomerEmail } from '@pod/orders/demo-customers';

/**
 * What `npm start` seeds into the demo store for the demo seller (issue 11 item 6): which
 * products the seller sells there, and which shopper orders what with which personalisation,
 * and where each order should end up. Pure data, so the spread over the statuses is tested
 * without running anything (demo-orders.test.ts); `demo-orders.ts` carries it out.
 */

/** The seller's demo artworks (services/artworks seed): the personalised pet portrait and the text-heavy card. */
const PERSONALISED_ARTWORK = '00000000-0000-4000-a004-000000000103';
const TEXT_HEAVY_ARTWORK = '00000000-0000-4000-a004-000000000101';

export interface DemoProduct {
  shape: DemoProductShape;
  title: string;
  productTypeId: string;
  /** Artwork per print area name of the product type. */
  artworks: Record<string, string>;
  /** Which of the type's variants are sold (by option), and at what regular price. */
  variants: Array<{ options: string[]; price: number }>;
}

/**
 * Three products on the demo product types. Print sizes are the types' own (mug 2700×1100,
 * tee 4500×5400 front and back, poster 12x18 = 3600×5400): only the poster's smallest size is
 * sold, so the whole batch renders in well under a minute on two cores.
 */
export const DEMO_PRODUCTS: Record<DemoProductShape, DemoProduct> = {
  mug: {
    shape: 'mug',
    title: 'Demo: Pet Portrait Mug',
    productTypeId: DEMO_PRODUCT_TYPE_IDS.mug,
    artworks: { Wrap: PERSONALISED_ARTWORK },
    variants: [{ options: ['11oz'], price: 16.99 }, { options: ['15oz'], price: 18.99 }],
  },
  tee: {
    shape: 'tee',
    title: 'Demo: Pet Portrait Tee',
    productTypeId: DEMO_PRODUCT_TYPE_IDS.tee,
    artworks: { Front: PERSONALISED_ARTWORK, Back: TEXT_HEAVY_ARTWORK },
    variants: ['S', 'M', 'L', 'XL'].flatMap((size) => [{ options: ['Black', size], price: 24.99 }, { options: ['White', size], price: 22.99 }]),
  },
  poster: {
    shape: 'poster',
    title: 'Demo: Pet Portrait Poster',
    productTypeId: DEMO_PRODUCT_TYPE_IDS.poster,
    artworks: { Front: PERSONALISED_ARTWORK },
    variants: [{ options: ['12x18'], price: 21.99 }],
  },
};

/** A product picture of each demo type (the catalog accepts a type's own pictures as product images). */
export const demoProductImage = (shape: DemoProductShape) => DEMO_MEDIA[shape].images[0]!.key;

/**
 * Where a demo order ends up, and how it gets there (demo-orders.ts):
 * - `pending_review` … `refunded`: rendered, then moved along the status graph by the orders
 *   service's own mutations (accept, reject, updateOrderStatus, tracking, pause, cancel);
 * - `cancelled_in_store`: rendered, then cancelled in the store (its `order.updated` webhook);
 * - `error_render`: the shopper's name breaks the artwork's rule (at most 14 characters), so the
 *   render fails and the order is `error` with the renderer's log;
 * - `error_no_match`: a product of the store the seller never pushed: intake keeps the line as
 *   `error` with a history entry saying why.
 */
export type DemoOrderKind =
  | 'pending_review'
  | 'accepted'
  | 'rejected'
  | 'exported'
  | 'ready'
  | 'in_production'
  | 'fulfilled'
  | 'refunded'
  | 'cancelled'
  | 'cancelled_in_store'
  | 'pending'
  | 'error_render'
  | 'error_no_match';

/** How many of each (42 in all), in the order a plan takes them round by round: any first 13 cover every kind. */
export const DEMO_ORDER_MIX: ReadonlyArray<readonly [DemoOrderKind, number]> = [
  ['pending_review', 8],
  ['accepted', 6],
  ['error_no_match', 2],
  ['rejected', 4],
  ['error_render', 2],
  ['cancelled', 3],
  ['exported', 4],
  ['pending', 3],
  ['in_production', 3],
  ['fulfilled', 3],
  ['ready', 2],
  ['cancelled_in_store', 1],
  ['refunded', 1],
];

/** The order status each kind ends in. */
export const DEMO_ORDER_STATUS: Record<DemoOrderKind, string> = {
  pending_review: 'pending_review',
  accepted: 'accepted',
  rejected: 'rejected',
  exported: 'exported',
  ready: 'ready',
  in_production: 'in_production',
  fulfilled: 'fulfilled',
  refunded: 'refunded',
  cancelled: 'cancelled',
  cancelled_in_store: 'cancelled',
  pending: 'pending',
  error_render: 'error',
  error_no_match: 'error',
};

export interface DemoOrder {
  kind: DemoOrderKind;
  /** null: a product of the store's own catalogue that matches nothing of ours. */
  product: DemoProductShape | null;
  /** Index into the product's `variants`. */
  variant: number;
  quantity: number;
  shopper: { first_name: string; last_name: string; email: string; phone: string; address: { address_1: string; city: string; state: string; postcode: string } };
  /** The line's meta_data: what the shop's personalisation form sent. */
  personalization: Array<{ key: string; value: string }>;
}

/** The demo customers (services/orders seed) of the seller's WooCommerce site, but the first: e2e expects her without orders. */
const SHOPPERS = DEMO_CUSTOMERS.filter((_, index) => index % 2 === 0).slice(1);
const PHOTOS = ['shopper-photo.png', 'photo.png', 'pattern.png'];
/**
 * Mostly mugs (2700×1100), with a tee (two 4500×5400 files) and a poster (3600×5400) in every
 * ten: the demo shows all three, and the batch's pixels stay low enough to render in the
 * background in well under a minute on two cores.
 */
const shapeOf = (index: number): DemoProductShape => (index % 10 === 4 ? 'tee' : index % 10 === 9 ? 'poster' : 'mug');

/**
 * The first `count` orders of the demo plan (42 by default): kinds taken round by round from
 * DEMO_ORDER_MIX, mostly mugs (see `shapeOf`), shoppers in turn. `mediaUrl` is the public
 * /media base: the shopper's photo is a picture of our storage, as a shop's upload field gives a URL.
 */
export function demoOrderPlan(mediaUrl: string, count = DEMO_ORDER_MIX.reduce((sum, [, n]) => sum + n, 0)): DemoOrder[] {
  const left = new Map(DEMO_ORDER_MIX);
  const kinds: DemoOrderKind[] = [];
  while (kinds.length < count && [...left.values()].some((n) => n > 0)) {
    for (const [kind] of DEMO_ORDER_MIX) {
      if (kinds.length >= count || !left.get(kind)) continue;
      kinds.push(kind);
      left.set(kind, left.get(kind)! - 1);
    }
  }
  return kinds.map((kind, index) => {
    const customer = SHOPPERS[index % SHOPPERS.length]!;
    const [first, last, phone, address] = customer;
    const product = kind === 'error_no_match' ? null : shapeOf(index);
    const variants = product ? DEMO_PRODUCTS[product].variants.length : 1;
    return {
      kind,
      product,
      variant: index % variants,
      quantity: 1 + (index % 4 === 3 ? 1 : 0),
      shopper: { first_name: first, last_name: last, email: demoCustomerEmail(customer), phone, address: { address_1: address.address1 ?? '', city: address.city ?? '', state: address.state_code ?? '', postcode: address.zip ?? '' } },
      personalization: [
        // the artwork allows 2–14 characters: a full name with a greeting is too long and fails the render
        { key: 'Name', value: kind === 'error_render' ? `${first} ${last} & family` : first },
        { key: 'Year', value: String(1990 + ((index * 7) % 35)) },
        { key: 'Style', value: index % 2 ? 'dark' : 'light' },
        { key: 'Add a pet?', value: index % 3 ? 'yes' : 'no' },
        { key: 'Your photo', value: `${mediaUrl}/img/auto/${DEMO_ARTWORK_IMAGES_PREFIX}/images/${PHOTOS[index % PHOTOS.length]}` },
      ],
    };
  });
}

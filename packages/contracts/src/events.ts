/**
 * Event topics, named `<service>.<entity>.<event>` (ARCHITECTURE.md §6), with their payloads.
 * Producers and consumers import the constants from here so a rename cannot drift.
 */
import type { StorePlatform } from './stores';

export const TOPICS = {
  siteUpdated: 'users-sites.site.updated',
  userUpdated: 'users-sites.user.updated',
  designRequested: 'orders.design.requested',
  designStarted: 'media.design.started',
  designGenerated: 'media.design.generated',
  designFailed: 'media.design.failed',
  designUpdated: 'orders.design.updated',
  orderChanged: 'orders.order.changed',
  orderExportChanged: 'orders.export.changed',
  artworkCategoryChanged: 'artworks.category.changed',
  clipartCategoryChanged: 'artworks.clipart-category.changed',
  artworkPreviewRequested: 'artworks.preview.requested',
  artworkPreviewRendered: 'media.artwork-preview.rendered',
  campaignStorePushRequested: 'catalog.campaign-store.push-requested',
  campaignStoreChanged: 'catalog.campaign-store.changed',
  psdImportRequested: 'artworks.psd-import.requested',
  psdImportParsed: 'media.psd-import.parsed',
  psdImportFinished: 'artworks.psd-import.finished',
  artworkPrintFileRequested: 'artworks.print-file.requested',
  artworkPrintFileRendered: 'media.artwork-print-file.rendered',
  productMockupRequested: 'catalog.product-mockup.requested',
  productMockupRendered: 'media.product-mockup.rendered',
  productMockupFailed: 'media.product-mockup.failed',
  productMockupUpdated: 'catalog.product-mockup.updated',
} as const;

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** The envelope every event travels in; `key` is the aggregate id so one aggregate stays ordered. */
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  key: string;
  version: number;
  data: T;
}

export interface SiteUpdatedEvent {
  siteId: string;
  userId: string;
  action: 'created' | 'updated' | 'disabled' | 'verified';
  title: string;
  verified: boolean;
  /** Added fields, optional so older events still parse. */
  platform?: StorePlatform;
  domain?: string | null;
  type?: 'online' | 'offline';
  /** false once the site is disabled ("deleted"). */
  status?: boolean;
  /** The site setting orders reads to accept designs without review (spec 001, default false). */
  autoAcceptDesign?: boolean;
}

/** users-sites.user.updated: lets the gateway and others drop sessions or caches of changed accounts. */
export interface UserUpdatedEvent {
  userId: string;
  action: 'created' | 'updated' | 'blocked' | 'unblocked' | 'deleted' | 'password_changed';
  email: string;
  roles: string[];
  status: boolean;
}

/** One shopper value of a print area, as orders keeps it (`personalized_data[].personalized`). */
export interface DesignPersonalizationValue {
  /** The layer it fills: a layer id of the artwork, else matched against the layer titles. */
  name: string;
  value: string;
}

/** Pixel size and DPI of a print file. */
export interface DesignOutput {
  width: number;
  height: number;
  dpi: number;
}

/**
 * `orders.design.requested` (orders → media, through orders' outbox; key = designId).
 * `requestId` is new for every request of a design (first one, regenerate, stuck re-request): media
 * stores at most one file per requestId, and orders ignores a result whose requestId is no longer the
 * design's current one.
 */
export interface DesignRequestedEvent {
  requestId: string;
  orderId: string;
  designId: string;
  siteId: string;
  sellerId: string;
  artworkId: string;
  /** The version pinned at intake (`POST /internal/artworks/current-versions`); media renders exactly it. */
  artworkVersion: number;
  personalization: DesignPersonalizationValue[];
  /** The print size for this print area: the variant's print size, else the print area's. */
  output: DesignOutput;
  printAreaName: string;
}

/**
 * `media.design.started` (media → orders, through media's outbox; key = designId): a render worker
 * took the request and is rendering it. Orders shows the design Processing (only for the design's
 * current request while it is still Pending); a redelivered request may announce it again.
 */
export interface DesignStartedEvent {
  requestId: string;
  orderId: string;
  designId: string;
}

/** `media.design.generated` (media → orders, through media's outbox; key = designId). */
export interface DesignGeneratedEvent {
  requestId: string;
  orderId: string;
  designId: string;
  /** media's File row of the PNG (resolvable as `File` by reference). */
  fileId: string;
  /** Immutable object key, derived from requestId (a redelivered request stores one file). */
  fileKey: string;
  /** Pixel size and DPI written into the PNG. */
  width: number;
  height: number;
  dpi: number;
  /** Time in the render pool (prepare + draw + encode), for the bench and logs. */
  renderMs: number;
}

/** `media.design.failed` (media → orders, through media's outbox; key = designId). */
export interface DesignFailedEvent {
  requestId: string;
  orderId: string;
  designId: string;
  /** Readable cause shown in the design's tooltip; names the layer when one is at fault. */
  log: string;
}

/** Preflight of a print file: its effective DPI at the print area's size (orders' design preflight). */
export interface DesignPreflightResult {
  ok: boolean;
  effectiveDpi: number;
  /** "Low resolution: 150 dpi at 15 × 18 in" when below the threshold, else null. */
  message: string | null;
}

/**
 * `orders.design.updated` (orders → gateway, through orders' outbox; key = orderId): one design
 * changed state (requested, rendered, failed, uploaded). Feeds the `generateOrderPrintFile` live
 * update, delivered to the site's seller and to staff who may read the order in `orderStatus`.
 */
export interface DesignUpdatedEvent {
  orderId: string;
  siteId: string;
  sellerId: string;
  designId: string;
  status: 'Pending' | 'Processing' | 'Completed' | 'Error';
  log: string | null;
  fileId: string | null;
  fileKey: string | null;
  /** Target print size in px. */
  width: number;
  height: number;
  preflight: DesignPreflightResult | null;
  /**
   * The design's revision after the change (one more per update of the design, kept by orders'
   * database): a client keeps the state with the highest revision, whichever way it arrived.
   */
  revision: number;
  /** The order's status after the change (a paused order: `pending`). */
  orderStatus: string;
  /** The status a paused order resumes to, so the gateway applies the Supplier rule to it. */
  orderPausedFrom?: string | null;
}

/**
 * `orders.order.changed` (orders → gateway, through orders' outbox; key = orderId): an order was
 * created, or its status, paused_from or a design's status changed. Written by database triggers
 * in the same transaction as the change (services/orders migration OrderList), whatever path made
 * it. Feeds the `orderListChanged` live update, delivered by the same rule as reading the order.
 */
export interface OrderChangedEvent {
  orderId: string;
  siteId: string;
  sellerId: string;
  change: 'created' | 'status' | 'design';
  /** The order's status now (a paused order: `pending`). */
  status: string;
  pausedFrom: string | null;
  /** The list's Designs tag now: Error > Processing > Pending > View. */
  designStatus: 'Error' | 'Processing' | 'Pending' | 'View';
}

/**
 * `orders.export.changed` (orders → gateway, through orders' outbox; key = exportId): an order
 * export wrote rows (at most a few events a second per export), finished or failed. Feeds the
 * `orderExportProgress(id)` live update, heard only by the export's author and by those who read
 * every export (`canReadOrderExport`).
 */
export interface OrderExportChangedEvent {
  exportId: string;
  authorId: string;
  status: 'running' | 'done' | 'failed';
  /** Orders written to the CSV so far, out of `total`. */
  progress: number;
  total: number;
  /** media's File of the CSV, once done. */
  fileId: string | null;
  /** Why a failed export failed (readable, no server details). */
  error: string | null;
}

/** `artworks.category.changed`: feeds the `artworkCategorySubscription` live update (spec 002 §4). */
export interface ArtworkCategoryChangedEvent {
  action: 'create' | 'update' | 'delete';
  /** Owner of the category; the subscription is filtered by it. */
  userId: string;
  category: { id: string; parentID: string | null; title: string; numberOfArtworks: number; hasChild: boolean };
}

/**
 * `artworks.preview.requested` (artworks → media, through artworks' outbox; key = artworkId): a
 * save recorded `version`; media renders that version's preview PNG with the print-file renderer
 * and stores it under `artwork-previews/<requestId>.png` (requestId is new per request, so the
 * key is unguessable and a redelivered request stores one object).
 */
export interface ArtworkPreviewRequestedEvent {
  requestId: string;
  artworkId: string;
  version: number;
  /** The artwork's owner (for logs; the preview is shown only through the artwork). */
  userId: string;
}

/**
 * `media.artwork-preview.rendered` (media → artworks, through media's outbox; key = artworkId):
 * the preview of `version` is stored under `key`, or could not be rendered (`key` null, `log`
 * says why). Artworks keeps it only when no newer version's preview is already set.
 */
export interface ArtworkPreviewRenderedEvent {
  requestId: string;
  artworkId: string;
  version: number;
  key: string | null;
  log: string | null;
  /** Time in the render pool (prepare + draw + encode); null when it failed. */
  renderMs: number | null;
}

/** `artworks.clipart-category.changed`: feeds the `clipartCategory` live update (spec 002 §4, §7 "Clipart"). */
export interface ClipartCategoryChangedEvent {
  action: 'create' | 'delete';
  /** Owner of the category; the subscription is filtered by it. */
  userId: string;
  category: { id: string; parentID: string | null; title: string; numberOfCliparts: number; hasChild: boolean };
}

/** `catalog.campaign-store.push-requested`: a product save asks the push worker to send it to the store. */
export interface CampaignStorePushRequestedEvent {
  campaignStoreId: string;
  productId: string;
  siteId: string;
}

/** Status of a push to a store (spec 002 §4); in-progress values are ours. */
export type CampaignStoreStatus = 'queued' | 'pushing' | 'Pushed' | 'Error';

/** `catalog.campaign-store.changed`: feeds the `campaignStoreChanged` live update. */
export interface CampaignStoreChangedEvent {
  id: string;
  siteId: string;
  /** Owner of the site; the live update goes to them and to administrators. */
  sellerId: string;
  productId: string;
  status: CampaignStoreStatus;
  log: string | null;
  pushedAt: string | null;
}

/**
 * `artworks.psd-import.requested` (artworks → media, through artworks' outbox; key = token): parse
 * this uploaded PSD into an artwork document (spec 002 §4 "PSD import").
 */
export interface PsdImportRequestedEvent {
  token: string;
  /** The importer; the PNGs of the pixel layers are stored as their Files. */
  userId: string;
  /** media's File id of the uploaded .psd. */
  fileId: string;
}

/**
 * `media.psd-import.parsed` (media → artworks, through media's outbox; key = token): the document
 * built from the PSD (`ok`), or why the file could not be imported. The document is the artwork's
 * size and one template of layers; pixel layers point at Files media stored.
 */
export type PsdImportParsedEvent =
  | {
      token: string;
      userId: string;
      ok: true;
      document: { width: number; height: number; templates: unknown[]; sharedLayers: unknown[] };
      /** Font names of text layers that matched none of our fonts (drawn with the default font). */
      unmatchedFonts: string[];
    }
  | { token: string; userId: string; ok: false; error: string };

/**
 * `artworks.psd-import.finished` (artworks → gateway, through artworks' outbox; key = token): feeds
 * the importer's live `artworkImportPSD(token)`: the new artwork's id, or the error message.
 */
export interface PsdImportFinishedEvent {
  token: string;
  userId: string;
  artworkId: string | null;
  error: string | null;
  unmatchedFonts: string[];
}

/**
 * `artworks.print-file.requested` (artworks → media, through artworks' outbox; key = token): the
 * artwork editor's "Render print file" (issue 23). Media renders the saved `version` with these
 * shopper values exactly as an order's print file (same renderer, fonts, cliparts and storage
 * rules) and answers `media.artwork-print-file.rendered`.
 */
export interface ArtworkPrintFileRequestedEvent {
  /** Random per request; names the PNG and the subscription that waits for it. */
  token: string;
  /** Who asked: the only user the answer reaches; the PNG is registered as their File. */
  userId: string;
  artworkId: string;
  version: number;
  /** Template index (-1 = shared layers); null = the artwork's default template. */
  template: number | null;
  /** Shopper values keyed by layer id (@pod/artwork-scene `Personalization`). */
  personalization: Record<string, unknown>;
  /** The artwork's print size. */
  output: DesignOutput;
}

/**
 * `media.artwork-print-file.rendered` (media → gateway, through media's outbox; key = token): feeds
 * the requester's live `artworkPrintFile(token)`: the PNG (`fileKey`, `url`) or why it failed.
 */
export interface ArtworkPrintFileRenderedEvent {
  token: string;
  userId: string;
  artworkId: string;
  version: number;
  status: 'done' | 'failed';
  fileId: string | null;
  fileKey: string | null;
  /** The original PNG through media's image route (`PUBLIC_MEDIA_URL/img/auto/<key>`). */
  url: string | null;
  width: number | null;
  height: number | null;
  /** The renderer's readable line (names the layer) when it failed. */
  message: string | null;
}

/** A print area of a product mockup job: the artwork version to draw into it and its pixel size. */
export interface ProductMockupPrintArea {
  /** The product type's print area id (a Printarea layer's `printArea.id`). */
  printAreaId: string;
  artworkId: string;
  /** Pinned by the catalog when it asked (artworks' current version then). */
  version: number;
  /** The print area's pixel size: the artwork is rendered at it, then placed into the mockup. */
  width: number;
  height: number;
}

/**
 * `catalog.product-mockup.requested` (catalog → media, through catalog's outbox; key = productId):
 * render one product type mockup with the product's artworks for one group of variants (spec 002
 * §4 "Mockup rendering for products"). The mockup is carried as it was when asked, so a render
 * draws exactly what the catalog's job recorded; `jobId` names the PNG, so a redelivered request
 * stores one image.
 */
export interface ProductMockupRequestedEvent {
  jobId: string;
  productId: string;
  /** Who the PNG belongs to (a media File of theirs): the site's owner, else the requester. */
  ownerId: string;
  mockup: {
    id: string;
    width: number;
    height: number;
    /** Storage key of the product photo the layers are drawn over. */
    photoKey: string;
    /** The mockup's layers (@pod/artwork-scene `MockupLayer[]`, checked again by the renderer). */
    layers: unknown[];
  };
  /**
   * The colour behind the photo: the variants' colour option (a name such as "Navy" or a CSS
   * colour) when the mockup takes the variant colour, else null; `defaultBgColor` when that is
   * null or not a colour media knows.
   */
  variantColor: string | null;
  defaultBgColor: string | null;
  printAreas: ProductMockupPrintArea[];
}

/** `media.product-mockup.rendered` (media → catalog, through media's outbox; key = productId). */
export interface ProductMockupRenderedEvent {
  jobId: string;
  productId: string;
  /** media's File of the PNG (owned by the request's ownerId). */
  fileId: string;
  /** `product-mockups/<jobId>.png`, served through `/media/img/{size}/{key}`. */
  fileKey: string;
  width: number;
  height: number;
  /** Time in the render pool (print areas + composition), for the bench and logs. */
  renderMs: number;
}

/** `media.product-mockup.failed` (media → catalog, through media's outbox; key = productId). */
export interface ProductMockupFailedEvent {
  jobId: string;
  productId: string;
  /** Readable cause (names the layer when one is at fault). */
  log: string;
}

/**
 * `catalog.product-mockup.updated` (catalog → gateway, through catalog's outbox; key = productId):
 * one mockup job of the product finished. Feeds `generateMockupProduct(productId)`: the form
 * attaches `image` to the variants listed (product type variant ids), replacing the image of the
 * same mockup, and stops its loading state once `allDone`.
 */
export interface ProductMockupUpdatedEvent {
  productId: string;
  /** The site's owner (null for a draft an Administrator started without a site). */
  sellerId: string | null;
  /** Who asked for the renders (hears the updates of a product that does not exist yet). */
  requesterId: string;
  jobId: string;
  mockupId: string;
  productTypeId: string;
  status: 'done' | 'failed';
  /** Storage key of the rendered PNG; null when it failed. */
  image: string | null;
  /** Product type variant ids the image belongs to. */
  variantIds: string[];
  /** Mockup order (then colour group): where the image goes among the product's images. */
  sorting: number;
  log: string | null;
  /** Jobs of the product's current request finished so far, of `total`. */
  done: number;
  total: number;
  allDone: boolean;
}

export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}

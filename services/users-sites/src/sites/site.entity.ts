import { EntitySchema } from 'typeorm';

import { STORE_PLATFORMS, type StorePlatform } from '@pod/contracts';

export const PLATFORMS = STORE_PLATFORMS;
export type Platform = StorePlatform;

/** A seller's shop (spec 000 §3). `credentials` is the encrypted store access, never exposed. */
export interface Site {
  id: string;
  title: string;
  /** Store URL (https://…) for WooCommerce/ShopBase, shop domain for Shopify; null while a Shopify install has not named its shop. */
  domain: string | null;
  platform: Platform;
  type: 'online' | 'offline';
  /** false = disabled ("deleted"). */
  status: boolean;
  /** true = Connected, false = Pending. */
  verified: boolean;
  user_id: string;
  credentials: string | null;
  verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const SiteEntity = new EntitySchema<Site>({
  name: 'Site',
  tableName: 'sites',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    domain: { type: 'text', nullable: true },
    platform: { type: 'text' },
    type: { type: 'text', default: 'online' },
    status: { type: 'boolean', default: true },
    verified: { type: 'boolean', default: false },
    user_id: { type: 'uuid' },
    credentials: { type: 'text', nullable: true },
    verified_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/** A per-site setting: the site settings screen's keys and the order import templates. */
export interface SiteSetting {
  id: string;
  site_id: string;
  name: string;
  value: string | null;
  created_at: Date;
  updated_at: Date;
}

export const SiteSettingEntity = new EntitySchema<SiteSetting>({
  name: 'SiteSetting',
  tableName: 'site_settings',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    site_id: { type: 'uuid' },
    name: { type: 'text' },
    value: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/** A webhook registered at the store for this site. */
export interface SiteWebhook {
  id: string;
  site_id: string;
  topic: string;
  address: string;
  delivery_url: string;
  external_id: string | null;
  created_at: Date;
}

export const SiteWebhookEntity = new EntitySchema<SiteWebhook>({
  name: 'SiteWebhook',
  tableName: 'site_webhooks',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    site_id: { type: 'uuid' },
    topic: { type: 'text' },
    address: { type: 'text' },
    delivery_url: { type: 'text' },
    external_id: { type: 'text', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

import type { CacheExchangeOpts } from '@urql/exchange-graphcache';

/**
 * The graphcache configuration for the whole suite (one module, STYLE.md). Entities are keyed
 * by `id` (graphcache's default); list pages (`{ count, hits }`) and status counts have no id
 * and are embedded in their parent. A page that changes a list refetches it with
 * `requestPolicy: 'network-only'`, or its team adds an `updates` entry here.
 */
export const cacheConfig: CacheExchangeOpts = {
  keys: {
    AppSetting: (data) => (typeof data.name === 'string' ? data.name : null),
    SiteSettings: (data) => (data.site_id ? String(data.site_id) : null),
  },
  updates: {},
};

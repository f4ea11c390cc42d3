import { describe, expect, it } from 'vitest';
import { checkStoreEndpoint } from './store-endpoints';
import { throughProxy } from './store-proxy.routes';

describe('store endpoints the proxy lets through', () => {
  it('WooCommerce: what store mapping reads and writes, with the query split off', () => {
    expect(checkStoreEndpoint('woocommerce', 'GET', 'products?category=3&per_page=100')).toEqual({ ok: true, path: 'products', query: { category: '3', per_page: '100' } });
    expect(checkStoreEndpoint('woocommerce', 'GET', '/products/categories')).toMatchObject({ ok: true, path: 'products/categories' });
    expect(checkStoreEndpoint('woocommerce', 'PUT', 'products/12')).toMatchObject({ ok: true });
    expect(checkStoreEndpoint('woocommerce', 'GET', 'products/12/variations')).toMatchObject({ ok: true });
    expect(checkStoreEndpoint('woocommerce', 'POST', 'products/12/variations/batch')).toMatchObject({ ok: true });
    expect(checkStoreEndpoint('woocommerce', 'DELETE', 'products/12')).toMatchObject({ ok: false, status: 405 });
    for (const endpoint of ['orders', 'customers', 'products.json', 'products/12/../../orders', 'products%2F12', 'settings/general']) {
      expect(checkStoreEndpoint('woocommerce', 'GET', endpoint), endpoint).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('Shopify and ShopBase: products.json, products/{id}.json and custom_collections.json', () => {
    expect(checkStoreEndpoint('shopify', 'GET', 'products.json?limit=250&collection_id=9')).toEqual({ ok: true, path: 'products.json', query: { limit: '250', collection_id: '9' } });
    expect(checkStoreEndpoint('shopbase', 'GET', 'custom_collections.json')).toMatchObject({ ok: true });
    expect(checkStoreEndpoint('shopify', 'PUT', 'products/5.json')).toMatchObject({ ok: true });
    expect(checkStoreEndpoint('shopify', 'GET', 'orders.json')).toMatchObject({ ok: false, status: 403 });
    expect(checkStoreEndpoint('shopify', 'GET', 'products')).toMatchObject({ ok: false, status: 403 });
    expect(checkStoreEndpoint('import', 'GET', 'products')).toMatchObject({ ok: false, status: 403 });
    expect(checkStoreEndpoint('shopify', 'GET', undefined)).toEqual({ ok: false, status: 400, message: 'endpoint is required' });
  });

  it("rewrites the store's Link URLs to go through the proxy", () => {
    const root = 'https://shop.example.com/admin/api/2020-01';
    const link = `<${root}/products.json?limit=250&page_info=abc>; rel="next", <https://elsewhere.test/x>; rel="help"`;
    expect(throughProxy(link, root, 'site-1')).toBe(`</rest/site-1?endpoint=${encodeURIComponent('products.json?limit=250&page_info=abc')}>; rel="next", <https://elsewhere.test/x>; rel="help"`);
  });
});

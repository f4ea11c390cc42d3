import { describe, expect, it } from 'vitest';
import { domainForPlatform, isHttpsStoreUrl, siteHref, stripTrailingSlash } from './siteUrl';

describe('store URL rules (spec 000 §5 "Add site")', () => {
  it('accepts https URLs only', () => {
    expect(isHttpsStoreUrl('https://shop.example.com')).toBe(true);
    expect(isHttpsStoreUrl('https://shop.example.com/store/')).toBe(true);
    expect(isHttpsStoreUrl('http://shop.example.com')).toBe(false);
    expect(isHttpsStoreUrl('shop.example.com')).toBe(false);
    expect(isHttpsStoreUrl('not a url')).toBe(false);
  });

  it('removes trailing slashes before sending', () => {
    expect(stripTrailingSlash(' https://shop.example.com// ')).toBe('https://shop.example.com');
    expect(domainForPlatform('woocommerce', 'https://shop.example.com/')).toBe('https://shop.example.com');
  });

  it('sends the bare shop domain for Shopify', () => {
    expect(domainForPlatform('shopify', 'https://My-Shop.myshopify.com/')).toBe('my-shop.myshopify.com');
    expect(domainForPlatform('shopify', 'my-shop.myshopify.com')).toBe('my-shop.myshopify.com');
  });

  it('links Shopify domains over https', () => {
    expect(siteHref('my-shop.myshopify.com')).toBe('https://my-shop.myshopify.com');
    expect(siteHref('https://shop.example.com')).toBe('https://shop.example.com');
  });
});

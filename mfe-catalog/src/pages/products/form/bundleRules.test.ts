import { describe, expect, it } from 'vitest';
import { parseBundledProducts, serializeBundledProducts } from '@pod/contracts';
import { bundleInputProblem, bundleLookupOutcome, classifyLookup } from './bundleRules';

const product = (id: string, site_id: string) => ({ id, origin_id: `o-${id}`, title: `P ${id}`, site_id });

describe('bundle add rules (spec 001 §5 Product form)', () => {
  it('asks for an id and refuses one already added', () => {
    expect(bundleInputProblem('  ', [])).toBe('Please enter your ID!');
    expect(bundleInputProblem(' abc ', [{ id: 'abc', origin_id: null }])).toBe('Product added!');
    expect(bundleInputProblem('abd', [{ id: 'abc', origin_id: null }])).toBeNull();
  });

  it('adds a product of the same site', () => {
    const outcome = bundleLookupOutcome({ kind: 'found', product: product('p1', 's1') }, 's1');
    expect(outcome).toEqual({ ok: true, message: 'More successful products!', item: { id: 'p1', origin_id: 'o-p1', title: 'P p1' } });
  });

  it('refuses another site, the product itself, and unknown ids', () => {
    expect(bundleLookupOutcome({ kind: 'found', product: product('p1', 's2') }, 's1').message).toBe(
      'Product does not exist or does not belong to the site!',
    );
    expect(bundleLookupOutcome({ kind: 'found', product: product('p1', 's1') }, 's1', 'p1').ok).toBe(false);
    expect(bundleLookupOutcome({ kind: 'forbidden' }, 's1').message).toBe('Product does not exist or does not belong to the site!');
    expect(bundleLookupOutcome({ kind: 'missing' }, 's1').message).toBe('Product does not exist!');
    expect(bundleLookupOutcome({ kind: 'failed' }, 's1').message).toBe('Product does not exist!');
  });

  it('classifies the lookup answer', () => {
    expect(classifyLookup({ data: { productByID: null } })).toEqual({ kind: 'missing' });
    expect(classifyLookup({ error: { graphQLErrors: [{ extensions: { code: 'FORBIDDEN' } }] } })).toEqual({ kind: 'forbidden' });
    expect(classifyLookup({ error: { graphQLErrors: [] } })).toEqual({ kind: 'failed' });
    expect(classifyLookup({ data: { productByID: product('p', 's') } }).kind).toBe('found');
  });

  it('round-trips the bundled_products text the server stores', () => {
    const text = serializeBundledProducts([{ id: 'p1', origin_id: '42' }]);
    expect(parseBundledProducts(text)).toEqual([{ id: 'p1', origin_id: '42' }]);
    expect(parseBundledProducts('not json')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { attributesText, mockupSrc } from './rowFormat';

describe('row format', () => {
  it('joins the variant attributes', () => {
    expect(attributesText([{ name: 'Color', option: 'Black' }, { name: 'Size', option: 'L' }])).toBe('Color: Black · Size: L');
    expect(attributesText(null)).toBe('');
  });

  it('previews the variant picture before the product picture, keeping absolute URLs', () => {
    expect(mockupSrc({ variant: { image: 'https://cdn.example/v.png' }, product: { images: ['p.png'] } })).toBe('https://cdn.example/v.png');
    expect(mockupSrc({ variant: { image: null }, product: { images: ['products/p 1.png'] } })).toMatch(/\/media\/img\/100\/products\/p%201\.png$/);
    expect(mockupSrc({ variant: null, product: { images: [] } })).toBeUndefined();
  });
});

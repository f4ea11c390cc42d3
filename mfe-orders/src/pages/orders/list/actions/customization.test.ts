import { describe, expect, it } from 'vitest';
import { customizeInput, isImageValue } from './customization';

const areas = [
  { printArea: 'Front', personalized: [{ name: 'Name', value: 'Ann' }, { name: 'Photo', value: 'https://shop.example/u/dog.png' }] },
  { printArea: 'Back', personalized: [{ name: 'Year', value: '2024' }] },
];

describe('customizeInput', () => {
  it('sends only the print areas that changed, with every field of each', () => {
    expect(customizeInput(areas, { Front: { Name: 'Bea' }, Back: { Year: '2024' } })).toEqual([
      { printArea: 'Front', personalized: [{ name: 'Name', value: 'Bea' }, { name: 'Photo', value: 'https://shop.example/u/dog.png' }] },
    ]);
  });

  it('sends nothing when no value changed', () => {
    expect(customizeInput(areas, {})).toBeNull();
    expect(customizeInput(areas, { Front: { Name: 'Ann' } })).toBeNull();
  });

  it('ignores fields the order does not have', () => {
    expect(customizeInput(areas, { Front: { Nickname: 'B' }, Side: { X: '1' } })).toBeNull();
  });
});

describe('isImageValue', () => {
  it('recognises uploaded pictures: image URLs and our media image route', () => {
    expect(isImageValue('https://shop.example/u/dog.png')).toBe(true);
    expect(isImageValue('https://cdn.shopify.com/s/files/photo.JPG?v=3')).toBe(true);
    expect(isImageValue('http://localhost:4000/media/img/auto/u1/ab12cd')).toBe(true);
  });

  it('leaves text, numbers and links to pages alone', () => {
    expect(isImageValue('Ann')).toBe(false);
    expect(isImageValue('2024')).toBe(false);
    expect(isImageValue('https://shop.example/products/mug')).toBe(false);
    expect(isImageValue('my photo.png')).toBe(false);
  });
});

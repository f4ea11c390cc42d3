import { describe, expect, it } from 'vitest';
import { validateProductTypeInput } from '@pod/contracts';
import { EMPTY_EDITOR, cleanOptions, newPrintArea, slugAfterNameChange, toEditorValues, toProductTypeInput } from './editorValues';
import type { ProductTypeDetail } from './queries';

const saved: ProductTypeDetail = {
  id: 'pt-1',
  title: 'Classic Tee',
  description: null,
  sku: 'TEE',
  mockup: null,
  state: 'inactive',
  images: ['u/1/2024-01/a/front.png'],
  categories: [{ id: 'c-1', title: 'T-Shirts' }],
  attributes: [{ name: 'Size', slug: 'size', options: ['S', 'M'] }],
  printAreas: [{ id: 'pa-1', name: 'Front', width: 4500, height: 5400, dpi: 300, mockupId: null, mockup: null, note: 'chest', variant_ids: ['v-1'] }],
};

describe('slugAfterNameChange', () => {
  it('follows the name until the slug is typed by hand', () => {
    expect(slugAfterNameChange('Sleeve Length!', 'sleeve', false)).toBe('sleeve-length');
    expect(slugAfterNameChange('Sleeve Length', 'sleeves', true)).toBe('sleeves');
  });

  it('follows the name again when the hand-typed slug was cleared', () => {
    expect(slugAfterNameChange('Color', '  ', true)).toBe('color');
  });
});

describe('cleanOptions', () => {
  it('trims comma tags, drops blanks and repeats', () => {
    expect(cleanOptions([' S', 'M ', '', 's', 'L'])).toEqual(['S', 'M', 'L']);
    expect(cleanOptions(null)).toEqual([]);
  });
});

describe('form values and ProductTypeInput', () => {
  it('a new print area is Default, sizes empty, 300 dpi', () => {
    expect(newPrintArea()).toEqual({ name: 'Default', width: null, height: null, dpi: 300 });
  });

  it('round-trips a saved type, keeping print area ids and leaving their links to the server', () => {
    const input = toProductTypeInput(toEditorValues(saved));
    expect(input).toEqual({
      title: 'Classic Tee',
      sku: 'TEE',
      mockup: null,
      description: null,
      state: 'inactive',
      categories: ['c-1'],
      attributes: [{ name: 'Size', slug: 'size', options: ['S', 'M'] }],
      printAreas: [{ id: 'pa-1', name: 'Front', width: 4500, height: 5400, dpi: 300 }],
      images: ['u/1/2024-01/a/front.png'],
    });
  });

  it('sends a new print area without id and the empty form fails the shared rules first on title', () => {
    const input = toProductTypeInput({ ...EMPTY_EDITOR, title: ' Mug ', printAreas: [newPrintArea()] });
    expect(input.title).toBe('Mug');
    expect(input.printAreas[0]).not.toHaveProperty('id');
    expect(validateProductTypeInput(toProductTypeInput(EMPTY_EDITOR))).toEqual({ field: 'title', message: 'Please input title' });
  });
});

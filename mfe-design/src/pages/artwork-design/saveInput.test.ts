import { describe, expect, it } from 'vitest';
import { sampleArtwork } from './actions/artwork-harness.test-helper';
import { saveInput } from './saveInput';

describe('saveInput', () => {
  it('sends the document parts and the info, category ids as strings', () => {
    const doc = { ...sampleArtwork(), categories: [{ id: 7, title: 'Mugs' }] };
    const input = saveInput(doc);
    expect(input).toMatchObject({ title: 'Mug', width: 1000, height: 800, categoryIds: ['7'] });
    expect(input.templates).toBe(doc.templates);
    expect(input.sharedLayers).toBe(doc.sharedLayers);
  });
});

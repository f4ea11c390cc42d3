import { describe, expect, it } from 'vitest';
import { previewPersonalization } from './preview-personalization';
import { previewSize } from './preview-size';

// The values themselves are @pod/artwork-scene's previewPersonalization (tested there).
describe('preview values and size', () => {
  it('fills personalised fields of a stored document, and none of an invalid one', () => {
    const layer = { id: 'name', type: 'Text', title: 'Name', x: 0, y: 0, width: 50, personalized: { enable: true, required: true, label: 'Name' } };
    expect(previewPersonalization({ title: 'A', width: 100, height: 50, templates: [{ title: 'Main', layers: [layer] }], sharedLayers: [] })).toEqual({ name: 'Name' });
    expect(previewPersonalization({ width: 'wide' })).toEqual({});
  });

  it('sizes previews to 600 px on the long side, keeping the proportions', () => {
    expect(previewSize({ width: 4500, height: 5400 })).toEqual({ width: 500, height: 600 });
    expect(previewSize({ width: 300, height: 200 })).toEqual({ width: 600, height: 400 });
    expect(previewSize({ width: 10000, height: 1 })).toEqual({ width: 600, height: 1 });
  });
});

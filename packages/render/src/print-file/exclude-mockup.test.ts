import { describe, expect, it } from 'vitest';
import { withoutMockupExcludedLayers } from './exclude-mockup';

describe('withoutMockupExcludedLayers', () => {
  it('leaves out layers marked excludeMockup in templates, groups and shared layers, and keeps the rest as they are', () => {
    const artwork = {
      width: 10,
      height: 10,
      templates: [{ title: 'Main', layers: [{ id: 'a' }, { id: 'cut', excludeMockup: true }, { id: 'g', type: 'Group', layers: [{ id: 'b' }, { id: 'note', excludeMockup: true }] }] }],
      sharedLayers: [{ id: 's', excludeMockup: false }, { id: 'x', excludeMockup: true }],
    };
    expect(withoutMockupExcludedLayers(artwork)).toEqual({
      width: 10,
      height: 10,
      templates: [{ title: 'Main', layers: [{ id: 'a' }, { id: 'g', type: 'Group', layers: [{ id: 'b' }] }] }],
      sharedLayers: [{ id: 's', excludeMockup: false }],
    });
    // the stored document is not changed
    expect(artwork.templates[0]!.layers).toHaveLength(3);
    expect(withoutMockupExcludedLayers(null)).toBeNull();
  });
});

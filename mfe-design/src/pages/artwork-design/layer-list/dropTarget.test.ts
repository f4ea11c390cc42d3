import { describe, expect, it } from 'vitest';
import { sampleArtwork } from '../actions/artwork-harness.test-helper';
import { dropTarget } from '@pod/canvas-editor';

const layers = sampleArtwork().templates[0].layers; // txt, grp(img), opt, dep — bottom first

describe('layer list drop target', () => {
  it('above a row puts the layer over it in paint order', () => {
    expect(dropTarget(layers, 'txt', 'opt', 'above')).toEqual({ id: 'txt', parentId: null, index: 2 });
    expect(dropTarget(layers, 'dep', 'txt', 'above')).toEqual({ id: 'dep', parentId: null, index: 1 });
  });

  it('below a row puts it under', () => {
    expect(dropTarget(layers, 'dep', 'txt', 'below')).toEqual({ id: 'dep', parentId: null, index: 0 });
  });

  it('into a group puts it on top of the group, into a non-group means nothing', () => {
    expect(dropTarget(layers, 'txt', 'grp', 'into')).toEqual({ id: 'txt', parentId: 'grp', index: 1 });
    expect(dropTarget(layers, 'txt', 'opt', 'into')).toBeNull();
    expect(dropTarget(layers, 'txt', 'img', 'above')).toEqual({ id: 'txt', parentId: 'grp', index: 1 });
  });
});

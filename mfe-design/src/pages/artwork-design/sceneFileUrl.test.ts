import { describe, expect, it } from 'vitest';
import { mediaImageUrl } from '@pod/platform';
import { sceneFileUrl } from './sceneFileUrl';

describe('sceneFileUrl', () => {
  it('loads keys, and urls without a scheme, through media; full URLs as they are', () => {
    expect(sceneFileUrl({ key: 'cliparts/cat.png' })).toBe(mediaImageUrl('cliparts/cat.png', 'auto'));
    expect(sceneFileUrl({ url: 'demo/artwork-scene/images/photo.png' })).toBe(mediaImageUrl('demo/artwork-scene/images/photo.png', 'auto'));
    expect(sceneFileUrl({ url: '/demo/photo.png' })).toBe(mediaImageUrl('demo/photo.png', 'auto'));
    expect(sceneFileUrl({ url: 'http://localhost:4000/media/img/auto/a.png' })).toBe('http://localhost:4000/media/img/auto/a.png');
    expect(sceneFileUrl({ url: 'data:image/png;base64,AAAA' })).toBe('data:image/png;base64,AAAA');
    expect(sceneFileUrl({})).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { referenceCases } from '../../test-fixtures';
import { validateArtwork } from '../model/validate';
import type { Artwork } from '../model/types';
import { previewPersonalization } from './preview';
import { resolvePersonalization } from './resolve';
import { defaultTemplateIndex } from './shared-layers';

const text = (id: string, personalized: Record<string, unknown>, values: unknown[] = []) => ({ id, type: 'Text', title: `T ${id}`, x: 0, y: 0, width: 50, values, personalized: { enable: true, ...personalized } });
function doc(layers: unknown[]): Artwork {
  const checked = validateArtwork({ title: 'A', width: 100, height: 50, templates: [{ title: 'Main', isDefault: true, layers }], sharedLayers: [] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.artwork;
}

describe('preview values of personalised fields', () => {
  it('keeps the design values, then defaults, then fills required fields the way a shop shows them', () => {
    const values = previewPersonalization(
      doc([
        text('design', { required: true }, [{ active: true, text: 'Anna' }]),
        text('fallback', {}, [{ active: true, text: '' }]),
        text('default', { required: true, default: { text: 'Mom' } }),
        text('placeholder', { required: true, placeholder: 'Your name', label: 'Name' }),
        text('label', { required: true, label: 'Year' }),
        text('number', { required: true, numberic: true, min: 1990 }),
        { id: 'photo', type: 'Image', title: 'Photo', values: [{ active: true, file: { key: 'a/b.png' } }], personalized: { enable: true, type: 'images', required: true } },
        { id: 'upload', type: 'Image', title: 'Upload', personalized: { enable: true, type: 'images', required: true } },
      ]),
    );
    expect(values).toEqual({ design: 'Anna', default: 'Mom', placeholder: 'Your name', label: 'Year', number: '1990', photo: { file: { key: 'a/b.png' } } });
  });

  it("passes a clipart field as the clipart its design picture is, else the category's first when required", () => {
    const clip = (id: string, extra: Record<string, unknown>, values: unknown[] = []) => ({ id, type: 'Image', title: id, clipartCategory: 'pets', values, personalized: { enable: true, type: 'clipartCategory', ...extra } });
    const categories = [{ id: 'pets', title: 'Pets', cliparts: [{ id: 'cat', file: { id: 'f1', key: 'c/cat.png' } }, { id: 'dog', file: { id: 'f2', key: 'c/dog.png' } }] }];
    const artwork = doc([
      clip('shown', {}, [{ active: true, file: { key: 'c/dog.png' } }]),
      clip('by-id', {}, [{ active: true, file: { id: 'f2' } }]),
      clip('required', { required: true }),
      clip('optional', {}),
      clip('other-picture', {}, [{ active: true, file: { key: 'elsewhere.png' } }]),
      { ...clip('unknown-category', { required: true }), clipartCategory: 'flowers' },
    ]);
    expect(previewPersonalization(artwork, categories)).toEqual({ shown: 'dog', 'by-id': 'dog', required: 'cat' });
    // Never the picture itself: a clipart field's value is a clipart id.
    expect(previewPersonalization(artwork)).toEqual({});
  });

  it('leaves no required field of the personalised reference artwork empty (the resolver would refuse it)', () => {
    const reference = referenceCases('http://fixtures.test').find((c) => c.name === 'personalised')!;
    const checked = validateArtwork(reference.artwork);
    if (!checked.ok) throw new Error('reference artwork is invalid');
    const issues = (personalization: Record<string, unknown>) =>
      resolvePersonalization({ artwork: checked.artwork, template: defaultTemplateIndex(checked.artwork), personalization: personalization as never, clipartCategories: reference.clipartCategories }).issues.map((i) => i.message);
    expect(issues({}).some((m) => m.includes('is required'))).toBe(true);
    expect(issues(previewPersonalization(checked.artwork, reference.clipartCategories))).toEqual([]);
  });
});

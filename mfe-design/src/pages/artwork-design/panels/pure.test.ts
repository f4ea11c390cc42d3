import { describe, expect, it } from 'vitest';
import { validateArtwork, type Template } from '@pod/artwork-scene';
import { IMPORT_MESSAGES, splitImport } from './layerImport';
import { shopperFields } from './shopperFields';
import { addTemplate, makeDefault, removeTemplate, renameTemplate } from './templates';
import { fixtureArtwork, layerOf } from './testing/fixtures';

describe('templates (spec 002 §2.8)', () => {
  const two: Template[] = [
    { title: 'Front', isDefault: true, layers: [] },
    { title: 'Back', isDefault: false, layers: [] },
  ];
  it('makes the first template of an artwork its default, later ones not', () => {
    expect(addTemplate([], ' Front ')).toEqual([{ title: 'Front', isDefault: true, layers: [] }]);
    expect(addTemplate(two, 'Side')[2]).toEqual({ title: 'Side', isDefault: false, layers: [] });
  });
  it('keeps exactly one default', () => {
    expect(makeDefault(two, 1).map((t) => t.isDefault)).toEqual([false, true]);
  });
  it('hands the default to the first remaining template when the default is removed', () => {
    expect(removeTemplate(two, 0)).toEqual([{ title: 'Back', isDefault: true, layers: [] }]);
    expect(removeTemplate(two, 1)).toEqual([two[0]]);
  });
  it('renames with the title trimmed', () => {
    expect(renameTemplate(two, 1, '  Rear ')[1].title).toBe('Rear');
  });
});

describe('layer import (spec 002 §2.8)', () => {
  const artwork = fixtureArtwork();
  it('refuses a layer whose id, or a child id, is already in the artwork and accepts the rest', () => {
    const other = validateArtwork({
      width: 10,
      height: 10,
      templates: [{ title: 'T', layers: [{ id: 'name', type: 'Text', title: 'Taken' }, { id: 'g', type: 'Group', title: 'G', layers: [{ id: 'logo', type: 'Image', title: 'Child' }] }, { id: 'new', type: 'Text', title: 'New' }] }],
    });
    if (!other.ok) throw new Error('fixture');
    const { accepted, refused } = splitImport(artwork, other.artwork.templates[0].layers);
    expect(accepted.map((l) => l.id)).toEqual(['new']);
    expect(refused.map((l) => l.id)).toEqual(['name', 'g']);
  });
  it('says it with the spec’s words', () => {
    expect(IMPORT_MESSAGES.enterId).toBe('Please enter artwork ID!');
    expect(IMPORT_MESSAGES.notFound).toBe('Artwork does not exist!');
    expect(IMPORT_MESSAGES.duplicate('Name')).toBe('Layer id for Name already exists!');
    expect(IMPORT_MESSAGES.applied('Name')).toBe('Apply Name success!');
  });
});

describe('shopper preview fields', () => {
  const base = fixtureArtwork();
  // A second personalised text, shown only while the colour option is blue.
  const artwork = {
    ...base,
    templates: [
      {
        ...base.templates[0],
        layers: [
          ...base.templates[0].layers,
          {
            ...layerOf(base, 'name'),
            id: 'note',
            title: 'Note',
            personalized: { enable: true, label: 'Note', max: 3 },
            values: [],
            condition: { enable: true, action: 'show' as const, match: 'all' as const, rules: [{ option: 'colour', logic: '=' as const, value: 'blue' }] },
          },
        ],
      },
      base.templates[1],
    ],
  };
  const keys = (values: Record<string, string>) => shopperFields({ artwork, template: 0, values }).map((f) => f.key);

  it('lists options and personalised layers, never hidden ones (copy) or plain ones', () => {
    expect(keys({})).toEqual(['name', 'colour', 'inner', 'photo']);
  });
  it('shows a field only while its condition holds', () => {
    expect(keys({ colour: 'blue' })).toContain('note');
    expect(keys({ colour: 'red' })).not.toContain('note');
  });
  it('carries the resolver’s validation messages per field', () => {
    const fields = shopperFields({ artwork, template: 0, values: { name: '', colour: 'blue', note: 'long text' } });
    expect(fields.find((f) => f.key === 'name')?.messages).toEqual(['"Your name" is required']);
    expect(fields.find((f) => f.key === 'note')?.messages).toEqual(['"Note" must be at most 3 characters']);
  });
});

import { describe, expect, it } from 'vitest';
import { mapPersonalization } from './personalization';

const front = { name: 'Front', artwork_id: 'a-front' };
const back = { name: 'Back', artwork_id: 'a-back' };

describe('personalisation mapping (line fields → personalized_data per print area)', () => {
  it('applies a plain field to every print area', () => {
    expect(mapPersonalization([{ name: 'Name', value: 'Alice' }], [front, back])).toEqual([
      { printArea: 'Front', personalized: [{ name: 'Name', value: 'Alice' }], artworkId: 'a-front' },
      { printArea: 'Back', personalized: [{ name: 'Name', value: 'Alice' }], artworkId: 'a-back' },
    ]);
  });

  it('gives "<Print area>: <field>" to that area only (case-insensitive), overriding a plain field of the same name', () => {
    const fields = [{ name: 'Name', value: 'Alice' }, { name: 'back: Name', value: 'Bob' }, { name: 'Back: Year', value: '1990' }];
    expect(mapPersonalization(fields, [front, back])).toEqual([
      { printArea: 'Front', personalized: [{ name: 'Name', value: 'Alice' }], artworkId: 'a-front' },
      { printArea: 'Back', personalized: [{ name: 'Name', value: 'Bob' }, { name: 'Year', value: '1990' }], artworkId: 'a-back' },
    ]);
  });

  it('keeps a colon in a field that names no print area as a plain field', () => {
    expect(mapPersonalization([{ name: 'Note: gift', value: 'yes' }], [front])[0]!.personalized).toEqual([{ name: 'Note: gift', value: 'yes' }]);
  });

  it("leaves out the store's own fields (leading underscore)", () => {
    expect(mapPersonalization([{ name: '_reduced_stock', value: '1' }, { name: 'Name', value: 'A' }], [front])[0]!.personalized).toEqual([{ name: 'Name', value: 'A' }]);
  });

  it('keeps the fields of a line without print areas under printArea "" (nothing the shopper typed is lost)', () => {
    expect(mapPersonalization([{ name: 'Name', value: 'A' }], [])).toEqual([{ printArea: '', personalized: [{ name: 'Name', value: 'A' }], artworkId: null }]);
    expect(mapPersonalization([], [])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fontRefsOf } from './job-inputs';

describe('fontRefsOf', () => {
  it('collects the font selections of text and label layers anywhere in a document, once each', () => {
    const document = {
      templates: [
        { layers: [{ type: 'Text', fontFamily: 'Oswald-700' }, { type: 'Group', layers: [{ type: 'Label', fontFamily: '0b6a-uuid-ish-regular' }] }] },
        { layers: [{ type: 'Text', fontFamily: 'Oswald-700' }, { type: 'Text', fontFamily: 'Arial' }, { type: 'Text', title: 'Lobster-regular' }] },
      ],
    };
    expect(fontRefsOf(document, [{ name: 'x', value: 'Pacifico-regular' }]).sort()).toEqual(['0b6a-uuid-ish-regular', 'Oswald-700']);
  });

  it('walks deep documents without recursion', () => {
    let deep: Record<string, unknown> = { fontFamily: 'Deep-regular' };
    for (let i = 0; i < 50_000; i += 1) deep = { layers: [deep] };
    expect(fontRefsOf(deep)).toEqual(['Deep-regular']);
  });
});

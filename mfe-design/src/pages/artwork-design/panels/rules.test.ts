import { describe, expect, it } from 'vitest';
import { canExcludeFromMockup, conditionTargets, dependOnTargets } from './rules';
import { fixtureArtwork, layerOf } from './testing/fixtures';

const ids = (layers: { id: string }[]) => layers.map((l) => l.id).sort();

describe('panel rules (Contract B names, spec 002 §5)', () => {
  const artwork = fixtureArtwork();

  it('offers as condition targets only Option and personalised layers: never itself, a group, an images layer or a plain one', () => {
    // name: personalised; colour: Option; inner: personalised child of another group; motto: shared personalised
    expect(ids(conditionTargets(artwork, 'logo'))).toEqual(['colour', 'inner', 'motto', 'name']);
    expect(ids(conditionTargets(artwork, 'name'))).toEqual(['colour', 'inner', 'motto']);
  });

  it("never offers a group its own child", () => {
    expect(ids(conditionTargets(artwork, 'box'))).toEqual(['colour', 'motto', 'name']);
  });

  it('offers as depend-on targets personalised layers of the same type only', () => {
    expect(ids(dependOnTargets(artwork, 'copy'))).toEqual(['inner', 'motto', 'name']);
    expect(dependOnTargets(artwork, 'logo').map((l) => l.id)).toEqual(['photo']);
  });

  it('a shared layer sees only the shared layers', () => {
    expect(conditionTargets(artwork, 'motto')).toEqual([]);
  });

  it('allows Exclude from mockup except for Option, Group and personalised layers', () => {
    expect(canExcludeFromMockup(layerOf(artwork, 'logo'))).toBe(true);
    expect(canExcludeFromMockup(layerOf(artwork, 'tag'))).toBe(true);
    expect(canExcludeFromMockup(layerOf(artwork, 'colour'))).toBe(false);
    expect(canExcludeFromMockup(layerOf(artwork, 'box'))).toBe(false);
    expect(canExcludeFromMockup(layerOf(artwork, 'name'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MENU } from '@pod/contracts';
import { MENU_ICONS } from './menuItems';

describe('menu icons', () => {
  it('has a component for every icon contracts MENU names', () => {
    const named = MENU.flatMap((item) => [item, ...(item.children ?? [])]).flatMap((item) => (item.icon ? [item.icon] : []));
    expect(named.filter((name) => !MENU_ICONS[name])).toEqual([]);
  });
});

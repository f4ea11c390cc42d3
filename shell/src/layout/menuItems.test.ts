import { describe, expect, it } from 'vitest';
import { menuFor } from '@pod/contracts';
import { selectedMenuKeys } from './menuItems';

describe('selectedMenuKeys', () => {
  const admin = menuFor(['Administrator']);

  it('selects the longest matching leaf and opens its group', () => {
    expect(selectedMenuKeys(admin, '/orders/export-orders')).toEqual({ selected: ['/orders/export-orders'], open: ['orders'] });
    expect(selectedMenuKeys(admin, '/orders/orders-manager/7')).toEqual({ selected: ['/orders'], open: ['orders'] });
  });

  it('matches top-level items and paths with a query (Settings)', () => {
    expect(selectedMenuKeys(admin, '/sites/1/settings').selected).toEqual(['/sites']);
    expect(selectedMenuKeys(admin, '/admin/settings').selected).toEqual(['/admin/settings?key=account']);
  });

  it('selects nothing for pages outside the menu', () => {
    expect(selectedMenuKeys(admin, '/profile')).toEqual({ selected: [], open: [] });
  });
});

describe('menu icons', () => {
  it('has a component for every icon contracts MENU names', async () => {
    const { MENU } = await import('@pod/contracts');
    const { MENU_ICONS } = await import('./menuItems');
    const named = MENU.flatMap((item) => [item, ...(item.children ?? [])]).flatMap((item) => (item.icon ? [item.icon] : []));
    expect(named.filter((name) => !MENU_ICONS[name])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { confirmsDelete } from './SuperAdminDeleteModal';

describe('super-admin category delete confirmation', () => {
  it('needs the exact title: no other case, no extra spaces', () => {
    const category = { title: 'T-Shirts' };
    expect(confirmsDelete(category, 'T-Shirts')).toBe(true);
    for (const typed of ['t-shirts', ' T-Shirts', 'T-Shirts ', 'T-Shirt', '']) expect(confirmsDelete(category, typed)).toBe(false);
  });
});

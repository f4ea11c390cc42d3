import { describe, expect, it } from 'vitest';
import { editorLayout } from './layout';

describe('editorLayout', () => {
  it('keeps three columns on a wide page and moves the properties left on a narrow one', () => {
    // 1440 px window: ~1170 px beside the menu
    expect(editorLayout(1170).columns).toBe(3);
    // 1024 px window: ~760 px beside the menu
    expect(editorLayout(760).columns).toBe(2);
    expect(editorLayout(null).columns).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { canvasViewSize } from './canvasViewSize';

describe('canvasViewSize', () => {
  it('fits the width of the card the canvas sits in (a 1500×1800 artwork in a 480 px card)', () => {
    const view = canvasViewSize(1500, 1800, { maxSize: 720, availableWidth: 480 });
    expect(view.width).toBeLessThanOrEqual(480);
    expect(view).toEqual({ width: 480, height: 576 });
  });

  it('keeps the longer side within maxSize when the card is wide, and never scales up', () => {
    expect(canvasViewSize(1500, 1800, { maxSize: 720, availableWidth: 2000 })).toEqual({ width: 600, height: 720 });
    expect(canvasViewSize(300, 200, { maxSize: 720, availableWidth: 2000 })).toEqual({ width: 300, height: 200 });
  });

  it('waits for no measurement: until the card is measured only maxSize applies', () => {
    expect(canvasViewSize(1500, 1800, { maxSize: 720, availableWidth: null })).toEqual({ width: 600, height: 720 });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_CANVAS_BACKGROUND, readCanvasSettings, writeCanvasSettings } from './canvasSettings';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('canvas settings', () => {
  it('default to hsl(0,0%,90%) without a grid', () => {
    expect(readCanvasSettings(memoryStorage())).toEqual({ background: DEFAULT_CANVAS_BACKGROUND, grid: false });
    expect(DEFAULT_CANVAS_BACKGROUND).toBe('hsl(0,0%,90%)');
  });

  it('are kept in storage', () => {
    const storage = memoryStorage();
    writeCanvasSettings({ background: '#123456', grid: true }, storage);
    expect(readCanvasSettings(storage)).toEqual({ background: '#123456', grid: true });
  });
});

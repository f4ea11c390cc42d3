import { useCallback, useState } from 'react';

/** Spec 002 §2.8 and §3: background colour and grid toggle are kept in the browser's local storage. */
export const CANVAS_BACKGROUND_KEY = 'pod.artworkEditor.background';
export const CANVAS_GRID_KEY = 'pod.artworkEditor.grid';
export const DEFAULT_CANVAS_BACKGROUND = 'hsl(0,0%,90%)';

export interface CanvasSettings {
  background: string;
  grid: boolean;
}

export function readCanvasSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): CanvasSettings {
  const background = storage?.getItem(CANVAS_BACKGROUND_KEY);
  return {
    // A CSS colour of sane length; anything else falls back to the default.
    background: background && background.length <= 64 ? background : DEFAULT_CANVAS_BACKGROUND,
    grid: storage?.getItem(CANVAS_GRID_KEY) === '1',
  };
}

export function writeCanvasSettings(settings: CanvasSettings, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  storage?.setItem(CANVAS_BACKGROUND_KEY, settings.background);
  storage?.setItem(CANVAS_GRID_KEY, settings.grid ? '1' : '0');
}

export function useCanvasSettings(): [CanvasSettings, (next: Partial<CanvasSettings>) => void] {
  const [settings, setSettings] = useState(() => readCanvasSettings());
  const update = useCallback((next: Partial<CanvasSettings>) => {
    setSettings((current) => {
      const merged = { ...current, ...next };
      writeCanvasSettings(merged);
      return merged;
    });
  }, []);
  return [settings, update];
}

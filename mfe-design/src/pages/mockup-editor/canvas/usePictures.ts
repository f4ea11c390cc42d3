import { useCallback, useRef, useState } from 'react';
import { browserImageLoader } from '@pod/artwork-scene/browser';
import { mediaImageUrl } from '@pod/platform';

const load = browserImageLoader();

/**
 * Pictures by storage key (the photo, Image layers, print areas' preview artworks), loaded once
 * through `/media/img/auto/{key}` and kept while the editor is open. `version` changes whenever one
 * arrives, so the canvas draws again with it; a picture that fails stays missing (its box shows).
 */
export function usePictures(): { picture(key: string): HTMLImageElement | undefined; version: number; failed: string[] } {
  const cache = useRef(new Map<string, HTMLImageElement | 'loading' | 'failed'>());
  const [version, setVersion] = useState(0);
  const [failed, setFailed] = useState<string[]>([]);
  const picture = useCallback((key: string) => {
    const known = cache.current.get(key);
    if (known instanceof HTMLImageElement) return known;
    if (!known) {
      cache.current.set(key, 'loading');
      const url = mediaImageUrl(key, 'auto');
      load(url).then(
        (image) => {
          cache.current.set(key, image as HTMLImageElement);
          setVersion((n) => n + 1);
        },
        (error: Error) => {
          cache.current.set(key, 'failed');
          setFailed((list) => [...list, error.message]);
        },
      );
    }
    return undefined;
  }, []);
  return { picture, version, failed };
}

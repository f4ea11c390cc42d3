import { Image, type ImageProps } from 'antd';
import { useState } from 'react';

/** Spec 002 §7: what every image shows when it has no source or fails to load. */
export const NO_PREVIEW_URL = '/no-preview.jpg';

export interface ThumbnailProps extends Omit<ImageProps, 'src' | 'fallback'> {
  /** The picture; empty, or one that fails to load, shows the no-preview placeholder. */
  src?: string | null;
}

/**
 * The one image component of the suite: a broken or missing picture shows the placeholder
 * instead of its alt text squeezed into a table cell. Preview (click to enlarge) is off unless asked.
 */
export function Thumbnail({ src, preview = false, onError, ...props }: ThumbnailProps) {
  // Remembers which source failed, so a new source gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || src === failedSrc ? NO_PREVIEW_URL : src;
  return (
    <Image
      {...props}
      src={shown}
      fallback={NO_PREVIEW_URL}
      preview={preview}
      onError={(event) => {
        if (src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

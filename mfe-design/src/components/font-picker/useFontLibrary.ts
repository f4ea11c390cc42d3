import { useCallback, useMemo, useState } from 'react';
import { useQuery, type CombinedError } from 'urql';
import type { Font } from '@pod/artwork-scene';
import { FONTS_QUERY, type PickerFont } from './queries';
import { PICKER_PAGE } from './fontValue';

function toSceneFont(font: PickerFont): Font {
  return { id: font.id, family: font.family, global: font.global, variants: font.variants.map((v) => ({ variant: v.variant, file: { url: v.file.url } })) };
}

/**
 * The fonts a canvas may draw '{fontId}-{variant}' selections with: every font the user sees
 * (global and custom, page 1 of 900 like the picker) plus any font picked since (an upload made
 * in the picker is not in the first answer); null until the list answers (an empty list when it
 * fails, with `error`). Pass `remember` to the FontPicker's onChange.
 */
export function useFontLibrary(): { fonts: readonly Font[] | null; error: CombinedError | undefined; remember(font: PickerFont): void } {
  const [{ data, error }] = useQuery({ query: FONTS_QUERY, variables: { ...PICKER_PAGE } });
  const [picked, setPicked] = useState<PickerFont[]>([]);
  const fonts = useMemo(() => {
    // Until the list answers the canvas waits (it would draw with fallback fonts, then again).
    if (!data && !error) return null;
    const byId = new Map<string, Font>();
    for (const font of [...(data?.fonts.hits ?? []), ...picked]) byId.set(font.id, toSceneFont(font));
    return [...byId.values()];
  }, [data, error, picked]);
  const remember = useCallback((font: PickerFont) => setPicked((list) => [...list.filter((f) => f.id !== font.id), font]), []);
  return { fonts, error, remember };
}

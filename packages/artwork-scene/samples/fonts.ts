import { createRequire } from 'node:module';
import type { Font } from '../src/model/types';

const require = createRequire(import.meta.url);

/** OFL fonts from npm packages (never the network): file name → path on disk. */
export const FONT_FILES: Record<string, string> = {
  'Lobster-regular.ttf': require.resolve('@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf'),
  'Oswald-regular.ttf': require.resolve('@expo-google-fonts/oswald/400Regular/Oswald_400Regular.ttf'),
  'Oswald-700.ttf': require.resolve('@expo-google-fonts/oswald/700Bold/Oswald_700Bold.ttf'),
};

/** The font list the artworks service would return for the reference artworks. */
export function fixtureFonts(baseUrl: string): Font[] {
  return [
    { id: 'Lobster', family: 'Lobster', global: true, variants: [{ variant: 'regular', file: { url: `${baseUrl}/fonts/Lobster-regular.ttf` } }] },
    {
      id: 'Oswald',
      family: 'Oswald',
      global: true,
      variants: [
        { variant: 'regular', file: { url: `${baseUrl}/fonts/Oswald-regular.ttf` } },
        { variant: '700', file: { url: `${baseUrl}/fonts/Oswald-700.ttf` } },
      ],
    },
  ];
}

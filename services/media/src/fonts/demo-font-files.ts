import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Where the .ttf of each seeded global font (DEMO_FONTS in @pod/contracts, by storage key)
 * comes from: OFL families shipped by the @expo-google-fonts npm packages, never the network.
 * Written out (not built from the key) so the dependency on each package is visible.
 */
export const DEMO_FONT_SOURCES: Record<string, () => string> = {
  'fonts/Lobster-regular.ttf': () => require.resolve('@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf'),
  'fonts/Oswald-regular.ttf': () => require.resolve('@expo-google-fonts/oswald/400Regular/Oswald_400Regular.ttf'),
  'fonts/Oswald-700.ttf': () => require.resolve('@expo-google-fonts/oswald/700Bold/Oswald_700Bold.ttf'),
  'fonts/Pacifico-regular.ttf': () => require.resolve('@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf'),
  'fonts/Roboto-regular.ttf': () => require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'),
  'fonts/Roboto-italic.ttf': () => require.resolve('@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf'),
  'fonts/Roboto-700.ttf': () => require.resolve('@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf'),
  'fonts/Roboto-700italic.ttf': () => require.resolve('@expo-google-fonts/roboto/700Bold_Italic/Roboto_700Bold_Italic.ttf'),
};

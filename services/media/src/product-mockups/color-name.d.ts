// color-name 2 ships no types: its default export maps CSS colour keywords to [r, g, b].
declare module 'color-name' {
  const names: Record<string, [number, number, number]>;
  export default names;
}

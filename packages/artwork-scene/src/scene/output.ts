export interface OutputSize {
  width: number;
  height: number;
}

/**
 * Where the artwork lands in an output of another size: one uniform scale (text must not
 * stretch), centred, so an artwork made for another aspect ratio still fills the print
 * area as far as it can without distortion.
 */
export function fitToOutput(artwork: OutputSize, output: OutputSize) {
  const scale = Math.min(output.width / artwork.width, output.height / artwork.height);
  return {
    scale,
    offsetX: (output.width - artwork.width * scale) / 2,
    offsetY: (output.height - artwork.height * scale) / 2,
  };
}

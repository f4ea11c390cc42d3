import { layersWithIssues, type PrintCheckLayer } from './printCheckRules';

/** Soft layers are outlined red, cut ones orange (a layer that is both: red, the worse for print). */
export const SOFT_COLOR = '#ff4d4f';
export const CUT_COLOR = '#fa8c16';

interface PrintCheckPictureProps {
  /** The artwork's size: the units of the layers' corners. */
  width: number;
  height: number;
  /** The artwork's preview image URL; without one, a plain sheet of the artwork's shape. */
  src: string | undefined;
  layers: readonly PrintCheckLayer[];
  threshold: number;
}

/**
 * The artwork as it prints with the layers that print badly outlined over it: an SVG in the
 * artwork's own units laid over the preview, so the boxes land where the layers are whatever size
 * the picture is shown at. Soft layers carry their dpi.
 */
export function PrintCheckPicture({ width, height, src, layers, threshold }: PrintCheckPictureProps) {
  const marked = layersWithIssues(layers).filter((l) => l.corners?.length);
  // Labels and strokes scale with the artwork so they read the same on a 300 or a 6000 unit artwork.
  const unit = Math.max(width, height) / 100;
  return (
    <div style={{ position: 'relative', width: '100%', maxWidth: 480, aspectRatio: `${width} / ${height}`, background: '#f5f5f5', border: '1px solid #d9d9d9' }}>
      {src && <img src={src} alt="Artwork preview" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }} />}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid meet"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }}
        role="img"
        aria-label="Print check"
      >
        {marked.map((layer) => {
          const color = layer.lowDpi ? SOFT_COLOR : CUT_COLOR;
          const corners = layer.corners!;
          const label = layer.lowDpi && layer.effectiveDpi !== null ? `${Math.round(layer.effectiveDpi)} dpi` : 'cut';
          return (
            <g key={layer.id} data-testid={`print-check-box-${layer.id}`} data-problem={layer.lowDpi ? 'soft' : 'cut'}>
              <polygon
                points={corners.map((c) => `${c.x},${c.y}`).join(' ')}
                fill={color}
                fillOpacity={0.12}
                stroke={color}
                strokeWidth={unit * 0.6}
                strokeDasharray={layer.lowDpi ? undefined : `${unit * 2} ${unit}`}
              >
                <title>{`${layer.title}: ${layer.lowDpi ? `${Math.round(layer.effectiveDpi ?? 0)} dpi, below ${threshold}` : 'cut off at the edge'}`}</title>
              </polygon>
              <text x={corners[0].x + unit} y={corners[0].y + unit * 4} fontSize={unit * 3.5} fill={color} stroke="#fff" strokeWidth={unit * 0.4} paintOrder="stroke">
                {label}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

import { Checkbox, Flex } from 'antd';
import type { ImageLayer } from '@pod/artwork-scene';
import { SliderField } from './fields/SliderField';
import { LAYER_BOUNDS } from '@pod/artwork-scene';
import type { LayerPatch } from './types';

type FilterName = 'Blur' | 'Brighten' | 'Contrast' | 'Pixelate';
type FilterKey = 'blur' | 'brighten' | 'contrast' | 'pixelate';

/** Spec 002 §2.8 ranges; the value a filter starts at when switched on changes nothing. */
const FILTERS: { name: FilterName; key: FilterKey; step: number; neutral: number }[] = [
  { name: 'Blur', key: 'blur', step: 1, neutral: 0 },
  { name: 'Brighten', key: 'brighten', step: 0.05, neutral: 0 },
  { name: 'Contrast', key: 'contrast', step: 1, neutral: 0 },
  { name: 'Pixelate', key: 'pixelate', step: 1, neutral: 1 },
];

/**
 * Image filters: a checkbox per filter (`_filtersMethods`) and its slider (`_filters`), blur
 * 0–40, brighten −1–1, contrast −100–100, pixelate 1–20, committed on release. Both blocks are
 * replaced whole.
 */
export function ImageFilters({ layer, onChange }: { layer: ImageLayer; onChange(patch: LayerPatch): void }) {
  const methods = layer._filtersMethods ?? [];
  const values = layer._filters ?? {};
  return (
    <div>
      {FILTERS.map((f) => {
        const on = methods.includes(f.name);
        const bounds = LAYER_BOUNDS[f.key];
        return (
          <Flex key={f.name} align="center" gap={8}>
            <Checkbox
              style={{ width: 100 }}
              checked={on}
              onChange={(e) =>
                onChange({
                  _filtersMethods: e.target.checked ? [...methods, f.name] : methods.filter((m) => m !== f.name),
                  _filters: { ...values, [f.key]: values[f.key] ?? f.neutral },
                })
              }
            >
              {f.name}
            </Checkbox>
            <div style={{ flex: 1 }}>
              <SliderField
                label={f.name}
                value={values[f.key] ?? f.neutral}
                step={f.step}
                {...bounds}
                onChange={(value) => onChange({ _filters: { ...values, [f.key]: value } })}
              />
            </div>
          </Flex>
        );
      })}
    </div>
  );
}

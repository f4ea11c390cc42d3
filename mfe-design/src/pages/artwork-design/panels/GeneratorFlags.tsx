import { Flex, Tag, Typography } from 'antd';
import type { ImageLayer } from '@pod/artwork-scene';
import { SwitchField } from './fields/SwitchField';
import { IMAGE_GENERATOR_FLAGS, IMAGE_GENERATOR_LABELS, IMAGE_GENERATORS, type ImageGeneratorRegistry } from './generators';
import { Section } from './Section';
import type { LayerPatch } from './types';

export const NOT_AVAILABLE_YET = 'not available yet';

/** The layer's flag as stored (loose document field). */
function flagOn(layer: ImageLayer, flag: string): boolean {
  return (layer as Record<string, unknown>)[flag] === true;
}

/**
 * The image generator flags of spec 002 §2.9. Each registered generator is a switch (and its
 * settings while on); the others are listed as not available yet. A flag already on in a stored
 * document stays shown as on, so nobody mistakes it for off.
 */
export function GeneratorFlags({
  layer,
  locked,
  onChange,
  generators = IMAGE_GENERATORS,
}: {
  layer: ImageLayer;
  locked: boolean;
  onChange(patch: LayerPatch): void;
  generators?: ImageGeneratorRegistry;
}) {
  return (
    <Section title="Generators">
      {IMAGE_GENERATOR_FLAGS.map((flag) => {
        const label = IMAGE_GENERATOR_LABELS[flag];
        const generator = generators[flag];
        const on = flagOn(layer, flag);
        const Settings = generator?.Settings;
        return (
          <div key={flag} data-testid={`generator-${flag}`} style={{ marginBottom: 6 }}>
            <Flex align="center" gap={8}>
              <SwitchField label={label} checked={on} disabled={!generator} onChange={(checked) => onChange({ [flag]: checked } as LayerPatch)} />
              <Typography.Text>{label}</Typography.Text>
              {!generator && <Tag>{NOT_AVAILABLE_YET}</Tag>}
            </Flex>
            {on && Settings && <Settings layer={layer} locked={locked} onChange={onChange} />}
          </div>
        );
      })}
    </Section>
  );
}

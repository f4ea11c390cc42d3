import { Typography } from 'antd';
import type { GroupLayer } from '@pod/artwork-scene';
import { Section } from './Section';

/**
 * Group layer (spec 002 §2.9): a group has no content of its own — its geometry, visibility,
 * lock, conditions and ordering are in the other panels; this one names its children.
 */
export function GroupPanel({ layer }: { layer: GroupLayer }) {
  const names = layer.layers.map((child) => child.title || child.id);
  return (
    <Section title="Group">
      <Typography.Text>
        {names.length === 0 ? 'No layers in this group' : `${names.length} layer${names.length === 1 ? '' : 's'}: ${names.join(', ')}`}
      </Typography.Text>
    </Section>
  );
}

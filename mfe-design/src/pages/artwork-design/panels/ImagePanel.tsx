import { Col, Row } from 'antd';
import { designFile, layerClipartCategoryId, type ImageLayer } from '@pod/artwork-scene';
import { Thumbnail, mediaImageUrl } from '@pod/platform';
import { ClipartCategoryField } from './ClipartCategoryField';
import { ClipartCategorySettings } from './ClipartCategorySettings';
import { Field } from './fields/Field';
import { NumberField } from './fields/NumberField';
import { GeneratorFlags } from './GeneratorFlags';
import { ImageFilters } from './ImageFilters';
import { Section } from './Section';
import type { LayerPatch } from './types';

const CROP_FIELDS = [
  { key: 'cropX', label: 'Crop X' },
  { key: 'cropY', label: 'Crop Y' },
  { key: 'cropWidth', label: 'Crop width' },
  { key: 'cropHeight', label: 'Crop height' },
] as const;

/**
 * Image layer (spec 002 §2.8, §2.9, §3): the picture, its crop, its filters, the clipart
 * category a personalised clipart field picks from (with that category's layer settings) and
 * the generator flags.
 */
export function ImagePanel({ layer, locked, onChange }: { layer: ImageLayer; locked: boolean; onChange(patch: LayerPatch): void }) {
  const file = designFile(layer);
  const clipartField = layer.personalized?.enable && layer.personalized.type === 'clipartCategory';
  const categoryId = layerClipartCategoryId(layer);
  return (
    <>
      <Section title="Image">
        {file?.key && <Thumbnail src={mediaImageUrl(file.key, '200')} alt={layer.title} />}
        <Row gutter={8}>
          {CROP_FIELDS.map((f) => (
            <Col span={12} key={f.key}>
              <Field label={f.label}>
                <NumberField label={f.label} value={layer[f.key]} min={0} onChange={(value) => onChange({ [f.key]: value })} />
              </Field>
            </Col>
          ))}
        </Row>
      </Section>
      <Section title="Filters">
        <ImageFilters layer={layer} onChange={onChange} />
      </Section>
      {clipartField && (
        <Section title="Clipart">
          <Field label="Clipart category">
            <ClipartCategoryField value={categoryId} onChange={(clipartCategory) => onChange({ clipartCategory })} />
          </Field>
          {categoryId && <ClipartCategorySettings categoryId={categoryId} locked={locked} />}
        </Section>
      )}
      <GeneratorFlags layer={layer} locked={locked} onChange={onChange} />
    </>
  );
}

import { Form, Space } from 'antd';
import type { PickerFont } from '../../../components/font-picker/queries';
import { CommonPanel } from './CommonPanel';
import { ConditionsPanel } from './ConditionsPanel';
import { GroupPanel } from './GroupPanel';
import { HiddenPanel } from './HiddenPanel';
import { ImagePanel } from './ImagePanel';
import { LabelPanel } from './LabelPanel';
import { MockupOrderingPanel } from './MockupOrderingPanel';
import { OptionPanel } from './OptionPanel';
import { PersonalizedPanel } from './PersonalizedPanel';
import { TextPanel } from './TextPanel';
import type { LayerPanelProps } from './types';

export interface LayerPropertiesProps extends LayerPanelProps {
  /** A font chosen in the Text or Label panel (the canvas's font list may not have one uploaded just now). */
  onFontPicked?(font: PickerFont): void;
}

/**
 * Every panel of the selected layer, chosen by its type (spec 002 §2.9, §3). While the artwork
 * is locked every control is disabled (antd's form-level `disabled`). Render it keyed by the
 * layer id so typed-but-uncommitted text never carries over to another layer.
 */
export function LayerProperties({ layer, artwork, locked, onChange, onFontPicked }: LayerPropertiesProps) {
  const personalisable = layer.type === 'Text' || layer.type === 'Image' || layer.type === 'Option';
  const hideable = layer.type !== 'Group' && layer.type !== 'Option';
  return (
    <Form layout="vertical" size="small" component={false} disabled={locked}>
      <Space direction="vertical" style={{ width: '100%' }} size="small" data-testid="layer-properties">
        <CommonPanel layer={layer} onChange={onChange} />
        {layer.type === 'Text' && <TextPanel layer={layer} locked={locked} onChange={onChange} onFontPicked={onFontPicked} />}
        {layer.type === 'Label' && <LabelPanel layer={layer} locked={locked} onChange={onChange} onFontPicked={onFontPicked} />}
        {layer.type === 'Image' && <ImagePanel layer={layer} locked={locked} onChange={onChange} />}
        {layer.type === 'Option' && <OptionPanel layer={layer} onChange={onChange} />}
        {layer.type === 'Group' && <GroupPanel layer={layer} />}
        {personalisable && <PersonalizedPanel layer={layer} onChange={onChange} />}
        {hideable && <HiddenPanel layer={layer} artwork={artwork} onChange={onChange} />}
        <ConditionsPanel layer={layer} artwork={artwork} onChange={onChange} />
        <MockupOrderingPanel layer={layer} onChange={onChange} />
      </Space>
    </Form>
  );
}

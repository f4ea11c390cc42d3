import { Button, Checkbox, Empty, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useClient } from 'urql';
import { validateArtwork, type Artwork, type Layer } from '@pod/artwork-scene';
import { useNotify } from '@pod/platform';
import { IMPORT_MESSAGES, splitImport } from './layerImport';
import { IMPORT_SOURCE_ARTWORK_QUERY } from './queries';
import { Section } from './Section';

export interface LayerImportPanelProps {
  artwork: Artwork;
  onImport(layers: Layer[]): void;
  locked: boolean;
}

interface Source {
  title: string;
  groups: { key: string; title: string; layers: Layer[] }[];
}

/**
 * Layer import (spec 002 §2.8): load another artwork by id with the artwork(id) query, pick
 * top-level layers of its templates or shared layers, and add them. A layer whose id (or a child's)
 * is already in this artwork is refused ('Layer id for {title} already exists!'); each added one
 * says 'Apply {title} success!'. The editor's action places what `onImport` receives.
 */
export function LayerImportPanel({ artwork, onImport, locked }: LayerImportPanelProps) {
  const client = useClient();
  const notify = useNotify();
  const [id, setId] = useState('');
  const [idError, setIdError] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [source, setSource] = useState<Source | null>(null);
  const [picked, setPicked] = useState<string[]>([]);

  const load = async () => {
    const wanted = id.trim();
    if (!wanted) return setIdError(IMPORT_MESSAGES.enterId);
    setIdError(undefined);
    setLoading(true);
    const result = await client.query(IMPORT_SOURCE_ARTWORK_QUERY, { id: wanted }, { requestPolicy: 'network-only' }).toPromise();
    setLoading(false);
    const doc = result.data?.artwork;
    const parsed = doc ? validateArtwork(doc) : null;
    if (result.error || !doc || !parsed?.ok) {
      setSource(null);
      return notify.error(IMPORT_MESSAGES.notFound);
    }
    const { artwork: other } = parsed;
    setPicked([]);
    setSource({
      title: doc.title,
      groups: [
        ...other.templates.map((t, i) => ({ key: `t${i}`, title: t.title, layers: t.layers })),
        { key: 'shared', title: 'Shared layers', layers: other.sharedLayers },
      ].filter((g) => g.layers.length > 0),
    });
  };

  const apply = () => {
    if (!source) return;
    const chosen = source.groups.flatMap((g) => g.layers.filter((l) => picked.includes(`${g.key}:${l.id}`)));
    const { accepted, refused } = splitImport(artwork, chosen);
    refused.forEach((l) => notify.error(IMPORT_MESSAGES.duplicate(l.title || l.id)));
    if (accepted.length) {
      onImport(accepted);
      accepted.forEach((l) => notify.success(IMPORT_MESSAGES.applied(l.title || l.id)));
      setPicked([]);
    }
  };

  return (
    <Section title="Import layers">
      <Form component={false} disabled={locked}>
        <Form.Item validateStatus={idError ? 'error' : undefined} help={idError} style={{ marginBottom: 8 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Input aria-label="Artwork ID" placeholder="Artwork ID" maxLength={64} value={id} onChange={(e) => setId(e.target.value)} onPressEnter={() => void load()} />
            <Button onClick={() => void load()} loading={loading}>
              Load
            </Button>
          </Space.Compact>
        </Form.Item>
        {source && (
          <>
            <Typography.Text strong>{source.title}</Typography.Text>
            {source.groups.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No layers" />}
            {source.groups.map((g) => (
              <div key={g.key} style={{ marginTop: 4 }}>
                <Typography.Text type="secondary">{g.title}</Typography.Text>
                <Checkbox.Group
                  style={{ display: 'flex', flexDirection: 'column' }}
                  value={picked}
                  onChange={(values) => setPicked([...picked.filter((p) => !p.startsWith(`${g.key}:`)), ...(values as string[])])}
                  options={g.layers.map((l) => ({ value: `${g.key}:${l.id}`, label: `${l.title || l.id} (${l.type})` }))}
                />
              </div>
            ))}
            <Button type="primary" size="small" style={{ marginTop: 8 }} disabled={picked.length === 0 || undefined} onClick={apply}>
              Add layers
            </Button>
          </>
        )}
      </Form>
    </Section>
  );
}

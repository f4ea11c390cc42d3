import { Alert, Card, Col, Empty, Result, Row, Spin, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { Page, firstErrorMessage } from '@pod/platform';
import { useFontLibrary } from '../../components/font-picker/useFontLibrary';
import { ArtworkCanvas } from './ArtworkCanvas';
import { LayerPanel } from './LayerPanel';
import { LayerTree } from './LayerTree';
import { TextLayerFontField } from './TextLayerFontField';
import { findLayer, layerNodes, readDesignDocument } from './designDocument';
import { ARTWORK_DESIGN_QUERY } from './queries';

/**
 * /artworks/:id/design (spec 002 §2.8), the first piece of the editor: the title with the way back
 * to /artworks, the layer list, the canvas drawn by the same scene builder as print files, and
 * the selected layer's properties. Editing comes with the editor issue.
 */
export function ArtworkDesignPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const unmatchedFonts = (location.state as { unmatchedFonts?: string[] } | null)?.unmatchedFonts ?? [];
  const [{ data, fetching, error }] = useQuery({ query: ARTWORK_DESIGN_QUERY, variables: { id } });
  // The fonts the canvas draws '{fontId}-{variant}' selections with (fonts area): null until the first answer.
  const library = useFontLibrary();
  const fonts = library.fonts;
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const artwork = data?.artwork;
  const doc = useMemo(() => (artwork ? readDesignDocument(artwork) : null), [artwork]);
  const nodes = useMemo(() => (doc?.ok ? layerNodes(doc.layers) : []), [doc]);
  const selected = doc?.ok && selectedId ? findLayer(doc.layers, selectedId) : undefined;

  if (fetching && !artwork) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (error || !artwork) {
    return (
      <Page title="Artwork" back="/artworks">
        <Result status="warning" title={error ? firstErrorMessage(error) : 'Artwork does not exist!'} />
      </Page>
    );
  }

  const title = (
    <span>
      {artwork.title}{' '}
      {artwork.lock && (
        <Tag icon={<LockOutlined />} color="gold">
          Locked
        </Tag>
      )}
    </span>
  );
  return (
    <Page title={title} back="/artworks" bare>
      {unmatchedFonts.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          message="Some fonts of the PSD are not in the font library"
          description={`These text layers use the default font instead: ${unmatchedFonts.join(', ')}`}
        />
      )}
      {doc && !doc.ok ? (
        <Alert
          type="error"
          showIcon
          message="This artwork's document is not valid"
          description={doc.errors.slice(0, 10).map((e) => `${e.path}: ${e.message}`).join('; ')}
        />
      ) : (
        // Side by side from xl; below it the Properties panel goes under the canvas and, on a
        // narrow screen, everything stacks, so the canvas keeps a usable width (it fits its card).
        <Row gutter={[16, 16]}>
          <Col xs={24} md={{ flex: '240px' }} xl={{ flex: '300px' }}>
            <Card title="Layers" size="small">
              <LayerTree nodes={nodes} selectedId={selectedId} onSelect={setSelectedId} />
            </Card>
          </Col>
          <Col xs={24} md={{ flex: '1 1 0' }} style={{ minWidth: 0 }}>
            <Card size="small" title={<Typography.Text type="secondary">{`${artwork.width} × ${artwork.height}`}</Typography.Text>}>
              {library.error && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="The font list could not be loaded" description={firstErrorMessage(library.error)} />}
              {doc?.ok && fonts && (
                <ArtworkCanvas
                  artwork={doc.artwork}
                  width={artwork.width}
                  height={artwork.height}
                  template={doc.template}
                  fonts={fonts}
                  personalization={doc.personalization}
                  clipartCategories={doc.clipartCategories}
                  selectedId={selectedId}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} xl={{ flex: '320px' }}>
            <Card title="Properties" size="small">
              {selected ? (
                <LayerPanel
                  layer={selected}
                  fontField={selected.type === 'Text' ? <TextLayerFontField artwork={artwork} layer={selected} onPicked={library.remember} /> : undefined}
                />
              ) : (
                <Empty description="Select a layer to see its properties" />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </Page>
  );
}

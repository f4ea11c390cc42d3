import { Alert, App, Button, Card, Col, Empty, Popconfirm, Progress, Row, Spin, Upload } from 'antd';
import { DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { RemoteComponent, Thumbnail, firstErrorMessage, mediaImageUrl, uploadFile } from '@pod/platform';
import type { MockupEditorProps } from '@pod/mfe-design/exposed';
import { CREATE_MOCKUP, DELETE_MOCKUP, MOCKUP_ACCEPT, MOCKUP_EXTENSIONS, PRODUCT_TYPE_MOCKUPS, type MockupCardRow } from './queries';

export interface MockupsCardProps {
  productTypeId: string;
}

/**
 * Mockups card of the product type editor (spec 001 §2): upload (jpg, jpeg, png, psd) with
 * progress, thumbnail cards, edit and delete ("Delete this mockup?" → "Mockup deleted"). Edit opens
 * mfe-design's full-screen mockup editor (spec 002 §2.7) through Module Federation, on the clicked
 * mockup; when the design remote is down the suite's "could not be loaded" panel shows instead.
 * A list load error shows inline as an error alert (spec 001 §8).
 */
export function MockupsCard({ productTypeId }: MockupsCardProps) {
  const client = useClient();
  const { message } = App.useApp();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PRODUCT_TYPE_MOCKUPS,
    variables: { productTypeID: productTypeId },
    requestPolicy: 'cache-and-network',
  });
  const [, deleteMockup] = useMutation(DELETE_MOCKUP);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const mockups = data?.mockups ?? [];

  const upload = async (file: File) => {
    setProgress({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploadFile(client, file, { onProgress: (percent) => setProgress({ name: file.name, percent }) });
      const created = await client.mutation(CREATE_MOCKUP, { fileID: uploaded.id, productTypeID: productTypeId }).toPromise();
      if (created.error) throw created.error;
      message.success('Mockup uploaded');
      refetch({ requestPolicy: 'network-only' });
    } catch (err) {
      message.error(firstErrorMessage(err));
    } finally {
      setProgress(null);
    }
  };

  const remove = async (mockup: MockupCardRow) => {
    const result = await deleteMockup({ id: mockup.id });
    if (result.error) {
      message.error(firstErrorMessage(result.error));
      return;
    }
    message.success('Mockup deleted');
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Card
      title="Mockups"
      extra={
        <Upload
          accept={MOCKUP_ACCEPT}
          showUploadList={false}
          disabled={!!progress}
          beforeUpload={(file) => {
            if (!MOCKUP_EXTENSIONS.includes(file.name.split('.').pop()?.toLowerCase() ?? '')) {
              message.error(`${file.name} is not a jpg, jpeg, png or psd file`);
              return Upload.LIST_IGNORE;
            }
            void upload(file);
            // The signed upload above sends the bytes; antd's own request is not used.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={!!progress} aria-label="Upload mockup">
            Upload mockup
          </Button>
        </Upload>
      }
    >
      {progress && <Progress percent={progress.percent} size="small" format={(p) => `${progress.name} ${p}%`} aria-label="Mockup upload progress" />}
      {error && <Alert type="error" showIcon title={firstErrorMessage(error)} style={{ marginBottom: 16 }} />}
      {fetching && !data ? (
        <Spin />
      ) : !mockups.length && !error ? (
        <Empty description="No mockups yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Row gutter={[16, 16]}>
          {mockups.map((m) => (
            <Col key={m.id} xs={24} sm={12}>
              <Card
                size="small"
                data-testid="mockup-card"
                cover={<Thumbnail src={mediaImageUrl(m.preview, '200')} alt={m.title} width="100%" height={160} style={{ objectFit: 'contain', background: '#fafafa' }} />}
                actions={[
                  <Button key="edit" type="text" icon={<EditOutlined />} aria-label={`Edit mockup ${m.title}`} onClick={() => setEditing(m.id)} />,
                  <Popconfirm key="delete" title="Delete this mockup?" okText="Yes" cancelText="No" onConfirm={() => remove(m)}>
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete mockup ${m.title}`} />
                  </Popconfirm>,
                ]}
              >
                <Card.Meta title={m.title} description={`${m.width} × ${m.height}`} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {editing && (
        <RemoteComponent<MockupEditorProps>
          id="mfe_design/MockupEditor"
          exportName="MockupEditor"
          props={{
            productTypeId,
            mockupId: editing,
            open: true,
            onClose: (saved) => {
              setEditing(null);
              // Saved mockups may have a new order (and their layers): list them again.
              if (saved) refetch({ requestPolicy: 'network-only' });
            },
          }}
        />
      )}
    </Card>
  );
}

import { FileImageOutlined } from '@ant-design/icons';
import { Alert, Button, Image, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useMutation, useSubscription } from 'urql';
import type { Personalization } from '@pod/artwork-scene';
import { firstErrorMessage } from '@pod/platform';
import { ARTWORK_PRINT_FILE_SUBSCRIPTION, RENDER_ARTWORK_PRINT_FILE } from './queries';

export interface PrintFileButtonProps {
  artworkId: string;
  /** The template and shopper values the PNG is drawn with (the preview's, or the design's), read when asked. */
  template: number;
  personalization(): Personalization;
  /** Whether the editor holds changes the saved version lacks. */
  dirty(): boolean;
  /** Saves the editor's document; resolves false when the save was refused. */
  save(): Promise<boolean>;
}

type Stage = { kind: 'idle' } | { kind: 'rendering'; token: string } | { kind: 'failed'; message: string };

/**
 * "Render print file" (spec 002 §2.8, Contract C): media renders the latest *saved* version
 * with these values through the orders' pipeline; so with unsaved changes it asks to save
 * first. The answer arrives on artworkPrintFile(token) (as the PSD import listens to
 * artworkImportPSD); the PNG is shown with a download link.
 */
export function PrintFileButton({ artworkId, template, personalization, dirty, save }: PrintFileButtonProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [, requestRender] = useMutation(RENDER_ARTWORK_PRINT_FILE);
  const token = stage.kind === 'rendering' ? stage.token : '';
  const [live] = useSubscription({ query: ARTWORK_PRINT_FILE_SUBSCRIPTION, variables: { token }, pause: !token });
  const answer = token && live.data?.artworkPrintFile.token === token ? live.data.artworkPrintFile : null;

  const render = async () => {
    setOpen(true);
    setStage({ kind: 'rendering', token: '' });
    const result = await requestRender({ artworkID: artworkId, template, personalization: personalization() });
    if (result.error || !result.data) return setStage({ kind: 'failed', message: firstErrorMessage(result.error) });
    setStage({ kind: 'rendering', token: result.data.renderArtworkPrintFile });
  };

  const onClick = () => {
    if (!dirty()) return void render();
    Modal.confirm({
      title: 'Save the artwork first?',
      content: 'The print file is drawn from the saved artwork. Save your changes and render it?',
      okText: 'Save and render',
      onOk: async () => {
        if (await save()) await render();
      },
    });
  };

  const failed = stage.kind === 'failed' ? stage.message : answer?.status === 'failed' ? (answer.message ?? 'The print file could not be rendered') : null;
  const done = answer?.status === 'done' && answer.url ? answer : null;
  return (
    <>
      <Button icon={<FileImageOutlined />} loading={stage.kind === 'rendering' && !answer} onClick={onClick}>
        Render print file
      </Button>
      <Modal title="Print file" open={open} footer={null} onCancel={() => setOpen(false)} width={520}>
        {failed ? (
          <Alert type="error" showIcon message="The print file could not be rendered" description={failed} />
        ) : done ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Image src={done.url!} alt="Print file preview" style={{ maxHeight: 360, objectFit: 'contain', background: '#f5f5f5' }} />
            <Typography.Text type="secondary">
              {done.width} × {done.height} px PNG
            </Typography.Text>
            <Button type="primary" href={done.url!} target="_blank" rel="noreferrer" download>
              Download PNG
            </Button>
          </Space>
        ) : (
          <Space direction="vertical" style={{ width: '100%', alignItems: 'center' }}>
            <Spin />
            {/* media answers once, when done: the two steps a person can tell apart */}
            <Typography.Text role="status">{token ? 'Rendering the print file…' : 'Sending the request…'}</Typography.Text>
          </Space>
        )}
      </Modal>
    </>
  );
}

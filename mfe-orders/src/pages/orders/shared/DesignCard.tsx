import { Button, Card, Flex, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { DownloadOutlined, ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Thumbnail, mediaImageUrl } from '@pod/platform';
import { canRegenerate } from './orderActions';
import { DesignUploadButton } from './DesignUploadButton';
import { useDesignDownload } from './useDesignDownload';
import { REGENERATE_DESIGN, type OrderDesign } from './queries';
import { useOrderMutation } from './useOrderMutation';

const STATUS_COLOR: Record<string, string> = { Pending: 'default', Processing: 'processing', Completed: 'green', Error: 'red' };

/** The print file as the page shows it, or null while there is none. */
export function designPicture(design: OrderDesign, size: 'auto' | '300' = '300'): string | null {
  return design.file_key ? mediaImageUrl(design.file_key, size) : null;
}

export function DesignStatusTag({ design }: { design: OrderDesign }) {
  const tag = <Tag color={STATUS_COLOR[design.status] ?? 'default'}>{design.status}</Tag>;
  return design.status === 'Error' && design.log ? <Tooltip title={design.log}>{tag}</Tooltip> : tag;
}

/** The design's actions, shared by the card and the review drawer. */
export function DesignActions({ orderId, design, canChange }: { orderId: string; design: OrderDesign; canChange: boolean }) {
  const regenerate = useOrderMutation(REGENERATE_DESIGN);
  const download = useDesignDownload(orderId, design.id);
  return (
    <Space wrap>
      <Button
        size="small"
        icon={<ReloadOutlined />}
        disabled={!canChange || !canRegenerate(design.status)}
        loading={regenerate.busy}
        onClick={() => void regenerate.execute({ orderId, designId: design.id }, (d) => d.reGeneratePrintFile.message)}
      >
        Re Generate
      </Button>
      <Button size="small" icon={<DownloadOutlined />} disabled={!design.file_id} loading={download.busy} onClick={() => void download.download()}>
        Download
      </Button>
      <DesignUploadButton orderId={orderId} designId={design.id} disabled={!canChange} />
    </Space>
  );
}

/** One print area's design: picture (a spinner while it renders), status, preflight flag, actions. */
export function DesignCard({ orderId, design, canChange, onOpen }: { orderId: string; design: OrderDesign; canChange: boolean; onOpen(): void }) {
  const rendering = design.status === 'Pending' || design.status === 'Processing';
  return (
    <Card size="small" title={design.base_print_area_name} extra={<DesignStatusTag design={design} />}>
      <Flex vertical gap={8}>
        <Flex justify="center" align="center" style={{ minHeight: 160, background: '#fafafa', cursor: 'pointer' }} onClick={onOpen}>
          {rendering ? <Spin tip="Generating print file" /> : <Thumbnail src={designPicture(design)} alt={design.base_print_area_name} height={160} style={{ objectFit: 'contain' }} />}
        </Flex>
        <Typography.Text type="secondary">
          {design.width} × {design.height} px, {design.dpi} dpi{design.is_custom ? ' · custom file' : ''}
        </Typography.Text>
        {design.preflight && !design.preflight.ok ? (
          <Typography.Text type="warning">
            <ExclamationCircleOutlined /> {design.preflight.message ?? `Low resolution: ${Math.round(design.preflight.effective_dpi)} dpi`}
          </Typography.Text>
        ) : null}
        <DesignActions orderId={orderId} design={design} canChange={canChange} />
      </Flex>
    </Card>
  );
}

import { Button, Card, Empty, Flex, Progress, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { useClient, useQuery } from 'urql';
import { uploadAccept } from '@pod/contracts';
import { Thumbnail, uploadFile, useNotify, type UploadedFile } from '@pod/platform';
import { DesignStatusTag, designPicture } from '../../shared/DesignCard';
import { DesignUploadButton } from '../../shared/DesignUploadButton';
import { canSavePrintFiles, designUploader, orderActions } from '../../shared/orderActions';
import type { OrderDesign, OrderDetail } from '../../shared/queries';
import { useOrderMutation } from '../../shared/useOrderMutation';
import { OrderDrawer } from './OrderDrawer';
import { ORDER_PRODUCT_DESIGN_KIND, UPDATE_ORDER_PRINT_FILES } from './queries';

/**
 * The Seller's upload-designs drawer (spec 000 §2): every print area of the order with its current
 * file and one of two uploaders by the product (`designUploader`): the custom-design uploader
 * (.jpg .jpeg .png per design, uploadDesigns at once) or the print-file uploader (jpg png tiff psd,
 * then Save or Save and Ready through updateOrderPrintFiles, only for sup_rejected or sup_failed).
 */
export function UploadDesignsDrawer({ orderId, title, onClose, onSaved }: { orderId: string; title: string; onClose(): void; onSaved(): void }) {
  const [{ data }] = useQuery({ query: ORDER_PRODUCT_DESIGN_KIND, variables: { id: orderId } });
  const kind = data ? designUploader(data.orderById?.product ?? null) : null;
  return (
    <OrderDrawer orderId={orderId} title={title} size={560} onClose={onClose}>
      {(order) => (kind === 'print_file' ? <PrintFilesForm order={order} onSaved={onSaved} /> : kind === 'custom_design' ? <CustomDesigns order={order} /> : null)}
    </OrderDrawer>
  );
}

function DesignRow({ design, children }: { design: OrderDesign; children: ReactNode }) {
  return (
    <Card size="small" title={design.base_print_area_name} extra={<DesignStatusTag design={design} />}>
      <Flex gap={16} align="center">
        <Thumbnail src={designPicture(design)} alt={design.base_print_area_name} height={96} style={{ objectFit: 'contain' }} />
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {design.width} × {design.height} px, {design.dpi} dpi
          </Typography.Text>
          {children}
        </Flex>
      </Flex>
    </Card>
  );
}

function CustomDesigns({ order }: { order: OrderDetail }) {
  const canChange = orderActions(order).changeDesigns;
  if (order.designs.length === 0) return <Empty description="This order has no designs" />;
  return (
    <Flex vertical gap={12}>
      {order.designs.map((design) => (
        <DesignRow key={design.id} design={design}>
          <DesignUploadButton orderId={order.id} designId={design.id} disabled={!canChange} />
        </DesignRow>
      ))}
    </Flex>
  );
}

function PrintFilesForm({ order, onSaved }: { order: OrderDetail; onSaved(): void }) {
  const client = useClient();
  const notify = useNotify();
  const save = useOrderMutation(UPDATE_ORDER_PRINT_FILES);
  const [chosen, setChosen] = useState<Record<string, UploadedFile & { name: string }>>({});
  const [uploading, setUploading] = useState<{ designId: string; percent: number } | null>(null);
  const allowed = canSavePrintFiles(order.status);

  const upload = async (designId: string, file: File) => {
    try {
      setUploading({ designId, percent: 0 });
      const uploaded = await uploadFile(client, file, { kind: 'print_file', onProgress: (percent) => setUploading({ designId, percent }) });
      setChosen((current) => ({ ...current, [designId]: { ...uploaded, name: file.name } }));
    } catch (error) {
      notify.error(error);
    } finally {
      setUploading(null);
    }
  };

  const submit = async (ready: boolean) => {
    // Spec 000 §4: only designs that have a (new) file are sent.
    const printFiles = Object.entries(chosen).map(([designId, file]) => ({ design_id: designId, file_id: file.id }));
    if (await save.execute({ orderId: order.id, printFiles, ready }, (d) => d.updateOrderPrintFiles.message)) {
      setChosen({});
      onSaved();
    }
  };

  if (order.designs.length === 0) return <Empty description="This order has no designs" />;
  return (
    <Flex vertical gap={12}>
      {!allowed ? <Typography.Text type="secondary">Print files can be replaced once the supplier rejects them or fails.</Typography.Text> : null}
      {order.designs.map((design) => (
        <DesignRow key={design.id} design={design}>
          <Upload
            accept={uploadAccept('print_file')}
            showUploadList={false}
            disabled={!allowed || uploading !== null}
            beforeUpload={(file) => {
              void upload(design.id, file);
              return false;
            }}
          >
            <Button size="small" icon={<UploadOutlined />} disabled={!allowed} loading={uploading?.designId === design.id}>
              Upload print file
            </Button>
          </Upload>
          {uploading?.designId === design.id ? <Progress percent={Math.round(uploading.percent)} size="small" /> : null}
          {chosen[design.id] ? <Typography.Text>{chosen[design.id]!.name}</Typography.Text> : null}
        </DesignRow>
      ))}
      <Space>
        <Button disabled={!allowed || Object.keys(chosen).length === 0} loading={save.busy} onClick={() => void submit(false)}>
          Save
        </Button>
        <Button type="primary" disabled={!allowed || Object.keys(chosen).length === 0} loading={save.busy} onClick={() => void submit(true)}>
          Save and Ready
        </Button>
      </Space>
    </Flex>
  );
}

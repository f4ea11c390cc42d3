import { Button, Progress, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useClient } from 'urql';
import { DESIGN_MESSAGES, checkUploadFileName, uploadAccept } from '@pod/contracts';
import { uploadFile, useNotify } from '@pod/platform';
import { UPLOAD_DESIGNS } from './queries';
import { useOrderMutation } from './useOrderMutation';

/**
 * Upload custom file for one design (.jpg .jpeg .png, spec 000 §5's file-name rule checked before
 * anything is sent): the bytes go to media with progress, then the design takes the file.
 */
export function DesignUploadButton({ orderId, designId, disabled }: { orderId: string; designId: string; disabled?: boolean }) {
  const client = useClient();
  const notify = useNotify();
  const attach = useOrderMutation(UPLOAD_DESIGNS);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    const badName = checkUploadFileName(file.name, 'custom_design');
    if (badName) {
      notify.error(badName);
      return;
    }
    try {
      setPercent(0);
      const uploaded = await uploadFile(client, file, { kind: 'custom_design', onProgress: setPercent });
      await attach.execute({ orderId, input: [{ id: designId, file_id: uploaded.id }] }, DESIGN_MESSAGES.uploaded);
    } catch (error) {
      notify.error(error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <Upload
        accept={uploadAccept('custom_design')}
        showUploadList={false}
        disabled={disabled || percent !== null}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} disabled={disabled} loading={percent !== null || attach.busy}>
          Upload custom File
        </Button>
      </Upload>
      {percent !== null ? <Progress percent={Math.round(percent)} size="small" /> : null}
    </>
  );
}

import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useClient } from 'urql';
import { mediaImageUrl, Thumbnail, uploadFile, useNotify } from '@pod/platform';

/** The shopper's own picture for an 'images' field (jpg, png, jpeg), stored like the store stores it: `{ file }`. */
export function ShopperImageUpload({ label, fileKey, onUploaded }: { label: string; fileKey: string | undefined; onUploaded(file: { id: string; key: string }): void }) {
  const client = useClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      {fileKey && <Thumbnail src={mediaImageUrl(fileKey, '100')} alt={label} width={40} height={40} />}
      <Upload
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadFile(client, file)
            .then((stored) => onUploaded({ id: stored.id, key: stored.key }))
            .catch((error: unknown) => notify.error(error))
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} aria-label={`Upload ${label}`}>
          Upload
        </Button>
      </Upload>
    </span>
  );
}

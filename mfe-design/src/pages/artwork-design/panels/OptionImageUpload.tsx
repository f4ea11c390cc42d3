import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useClient } from 'urql';
import { Thumbnail, mediaImageUrl, uploadFile, useNotify } from '@pod/platform';

/** Spec 002 §5: images in the layer panels are jpg, png or jpeg. */
const IMAGE_ACCEPT = '.jpg,.jpeg,.png';
const IMAGE_NAME = /\.(jpe?g|png)$/i;

/** An option's picture: uploaded to storage (signed upload + createFile), stored as its key. */
export function OptionImageUpload({ value, label, onChange }: { value: string | undefined; label: string; onChange(key: string): void }) {
  const client = useClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    if (!IMAGE_NAME.test(file.name)) return notify.error('Only jpg, png or jpeg images');
    setBusy(true);
    try {
      const stored = await uploadFile(client, file);
      onChange(stored.key);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      {value && <Thumbnail src={mediaImageUrl(value, '100')} alt={label} width={32} height={32} />}
      <Upload
        accept={IMAGE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={busy} aria-label={`${label} image`} />
      </Upload>
    </span>
  );
}

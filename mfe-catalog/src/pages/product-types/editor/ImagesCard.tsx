import { App, Card, Form, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { firstErrorMessage, mediaImageUrl, uploadFile } from '@pod/platform';

/** Spec 001 §9: product images are jpg, jpeg or png. */
const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];
const ACCEPT = '.jpg,.jpeg,.png';

/** Images card: the `images` form field (storage keys), filled through the signed upload. */
export function ImagesCard() {
  return (
    <Card title="Images">
      <Form.Item name="images" noStyle>
        <ImagesUpload />
      </Form.Item>
    </Card>
  );
}

interface ImagesUploadProps {
  value?: string[];
  onChange?(keys: string[]): void;
}

const keyName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * Each chosen file goes createSignedUrl → signed POST (progress on its tile) → createFile; its key
 * joins the field when registered. Stored images show through /media/img/200/{key}.
 */
function ImagesUpload({ value = [], onChange }: ImagesUploadProps) {
  const client = useClient();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);

  const stored: UploadFile[] = value.map((key) => ({
    uid: key,
    name: keyName(key),
    status: 'done',
    url: mediaImageUrl(key, 'auto'),
    thumbUrl: mediaImageUrl(key, '200'),
  }));
  const patch = (uid: string, change: Partial<UploadFile> | null) =>
    setUploading((list) => (change ? list.map((f) => (f.uid === uid ? { ...f, ...change } : f)) : list.filter((f) => f.uid !== uid)));

  // Uploads finish one after another, each after renders of its own: add to the newest list.
  const current = useRef(value);
  current.current = value;
  const addKey = (key: string) => {
    current.current = [...current.current, key];
    onChange?.(current.current);
  };

  return (
    <Upload
      listType="picture-card"
      accept={ACCEPT}
      multiple
      fileList={[...stored, ...uploading]}
      beforeUpload={(file) => {
        if (!ACCEPTED_TYPES.includes(file.type)) {
          message.error(`${file.name} is not a jpg, jpeg or png image`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file }) => {
        const f = file as File & { uid: string };
        setUploading((list) => [...list, { uid: f.uid, name: f.name, status: 'uploading', percent: 0 }]);
        try {
          const uploaded = await uploadFile(client, f, { onProgress: (percent) => patch(f.uid, { percent }) });
          patch(f.uid, null);
          addKey(uploaded.key);
        } catch (error) {
          patch(f.uid, null);
          message.error(`${f.name}: ${firstErrorMessage(error)}`);
        }
      }}
      onRemove={(file) => {
        if (file.status === 'uploading') return false;
        onChange?.(value.filter((key) => key !== file.uid));
        return true;
      }}
    >
      <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
        <PlusOutlined />
        <div style={{ marginTop: 8 }}>Upload</div>
      </button>
    </Upload>
  );
}

import { Card, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useEffect, useEffectEvent, useState } from 'react';
import { useClient } from 'urql';
import { mimeOfFile, uploadFile, useNotify } from '@pod/platform';
import { imageSrc } from '../shared/media';

/** Spec 001 §9: variant (product) images are jpg, png or jpeg. */
const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const WRONG_TYPE = 'You can only upload jpg, jpeg or png images';

export interface ImagesCardProps {
  /** Storage keys of the product images, in order. */
  images: readonly string[];
  onChange(update: (images: string[]) => string[]): void;
  /** Told while an upload runs (Submit waits for it). */
  onUploadingChange(uploading: boolean): void;
}

/** Product images: signed upload with progress, thumbnails through /media/img/200/{key}. */
export function ImagesCard({ images, onChange, onUploadingChange }: ImagesCardProps) {
  const client = useClient();
  const notify = useNotify();
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Told when the number of uploads changes, not each time the parent passes a new callback.
  const reportUploading = useEffectEvent(onUploadingChange);
  useEffect(() => reportUploading(pending.length > 0), [pending.length]);

  const done: UploadFile[] = images.map((key, i) => ({
    uid: key,
    name: `Image ${i + 1}`,
    status: 'done',
    url: imageSrc(key, 'auto'),
    thumbUrl: imageSrc(key, '200'),
  }));

  return (
    <Card title="Images" size="small">
      <Upload
        listType="picture-card"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        multiple
        fileList={[...done, ...pending]}
        beforeUpload={(file) => {
          if (IMAGE_TYPES.includes(mimeOfFile(file))) return true;
          notify.error(WRONG_TYPE);
          return Upload.LIST_IGNORE;
        }}
        customRequest={async ({ file }) => {
          const raw = file as File & { uid: string };
          const uid = raw.uid;
          setPending((list) => [...list, { uid, name: raw.name, status: 'uploading', percent: 0 }]);
          try {
            const uploaded = await uploadFile(client, raw, {
              onProgress: (percent) => setPending((list) => list.map((f) => (f.uid === uid ? { ...f, percent } : f))),
            });
            onChange((keys) => [...keys, uploaded.key]);
          } catch (error) {
            notify.error(error);
          } finally {
            setPending((list) => list.filter((f) => f.uid !== uid));
          }
        }}
        onRemove={(file) => {
          onChange((keys) => keys.filter((k) => k !== file.uid));
          return true;
        }}
        onPreview={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
      >
        <button type="button" aria-label="Upload images" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined aria-hidden />
          <div style={{ marginTop: 8 }}>Upload</div>
        </button>
      </Upload>
    </Card>
  );
}

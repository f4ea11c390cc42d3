import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useClient } from 'urql';
import type { LayerType } from '@pod/artwork-scene';
import { mediaImageUrl, uploadFile } from '@pod/platform';
import type { ArtworkEditor } from './actions';

/** Spec 002 §5: images accepted in the editor. */
const IMAGE_TYPES = '.jpg,.jpeg,.png';

function naturalSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error(`Failed to load image at ${url}`));
    img.src = url;
  });
}

/** Add Text, Label, Option, Group, and Image (uploaded through media's signed upload, as everywhere else). */
export function AddLayerBar({ editor, locked }: { editor: ArtworkEditor; locked: boolean }) {
  const client = useClient();
  const [uploading, setUploading] = useState(false);
  const add = (type: LayerType) => editor.dispatch('addLayer', { type });
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadFile(client, file);
      const size = await naturalSize(mediaImageUrl(uploaded.key, 'auto')).catch(() => ({ width: 200, height: 200 }));
      editor.dispatch('addLayer', { type: 'Image', file: { id: uploaded.id, key: uploaded.key }, ...size });
    } catch (error) {
      // Spec 002 §8: in the artwork editor a failed upload is only logged.
      console.warn('image upload failed', error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Space wrap size={4}>
      {(['Text', 'Label', 'Option', 'Group'] as const).map((type) => (
        <Button key={type} size="small" disabled={locked} onClick={() => add(type)}>
          {`Add ${type}`}
        </Button>
      ))}
      <Upload accept={IMAGE_TYPES} showUploadList={false} disabled={locked} beforeUpload={(file) => (void upload(file), false)}>
        <Button size="small" disabled={locked} loading={uploading}>
          Add Image
        </Button>
      </Upload>
    </Space>
  );
}

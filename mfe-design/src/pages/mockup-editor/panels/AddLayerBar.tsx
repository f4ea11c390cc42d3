import { DownOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Upload } from 'antd';
import { useState } from 'react';
import { useClient } from 'urql';
import { mediaImageUrl, uploadFile, useNotify } from '@pod/platform';
import type { MockupEditor, MockupProductType } from '../actions';

/** Spec 002 §2.7 / §5: 'Add Image' accepts jpg, png, jpeg. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png';
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

function naturalSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error(`Failed to load image at ${url}`));
    img.src = url;
  });
}

/**
 * 'Add Image' (uploaded through media's signed upload, as every upload, then a layer of the
 * picture's proportions) and 'Add Printarea' (a menu of the product type's print areas; one with
 * no size yet is shown but disabled).
 */
export function AddLayerBar({ editor, productType }: { editor: MockupEditor; productType: MockupProductType }) {
  const client = useClient();
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadFile(client, file);
      const size = await naturalSize(mediaImageUrl(uploaded.key, 'auto'));
      editor.dispatch('addImage', { file: { id: uploaded.id, key: uploaded.key }, ...size });
    } catch (error) {
      // Spec 002 §8: a failed upload is removed (nothing is added) and the reason shown.
      notify.error(error);
    } finally {
      setUploading(false);
    }
  };

  const items = productType.printAreas.map((area) => ({
    key: area.id,
    label: area.width && area.height ? `${area.name} (${area.width} × ${area.height})` : `${area.name} (no size yet)`,
    disabled: !area.width || !area.height,
  }));

  return (
    <Space wrap size={8}>
      <Dropdown menu={{ items, onClick: ({ key }) => editor.dispatch('addPrintarea', key) }} trigger={['click']} disabled={!items.length}>
        <Button icon={<PlusOutlined />}>
          Add Printarea <DownOutlined />
        </Button>
      </Dropdown>
      <Upload
        accept={IMAGE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          if (!IMAGE_EXTENSIONS.includes(file.name.split('.').pop()?.toLowerCase() ?? '')) {
            notify.error(new Error(`${file.name} is not a jpg, jpeg or png file`));
            return Upload.LIST_IGNORE;
          }
          void upload(file);
          // The signed upload above sends the bytes; antd's own request is not used.
          return false;
        }}
      >
        <Button icon={<PictureOutlined />} loading={uploading}>
          Add Image
        </Button>
      </Upload>
    </Space>
  );
}

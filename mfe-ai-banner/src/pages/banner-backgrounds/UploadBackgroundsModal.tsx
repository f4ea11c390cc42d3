import { App, Form, Modal, Select, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { firstErrorMessage, uploadFile } from '@pod/platform';
import { ACCEPT_ATTRIBUTE, ACCEPTED_IMAGE_TYPES } from './mediaUrl';
import { CREATE_BANNER, type BannerCategoryRow } from './queries';

export interface UploadBackgroundsModalProps {
  open: boolean;
  categories: BannerCategoryRow[];
  defaultCategoryID: string | null;
  onClose(): void;
  /** Called after at least one background was added to `categoryID`. */
  onUploaded(categoryID: string): void;
}

interface FormValues {
  categoryID: string;
  files: UploadFile[];
}

const UPLOAD_TOAST = 'banner-background-upload';

/**
 * Add backgrounds: pick a category and jpg/png files; each file goes createSignedUrl → signed POST
 * (progress bar) → createFile → createBanner. A file that fails is removed from the list.
 */
export function UploadBackgroundsModal({ open, categories, defaultCategoryID, onClose, onUploaded }: UploadBackgroundsModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const client = useClient();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFiles([]);
    form.resetFields();
    form.setFieldsValue({ categoryID: defaultCategoryID ?? undefined, files: [] });
  }, [open, defaultCategoryID, form]);

  const patch = (uid: string, change: Partial<UploadFile> | null) => {
    setFiles((list) => {
      const next = change ? list.map((f) => (f.uid === uid ? { ...f, ...change } : f)) : list.filter((f) => f.uid !== uid);
      form.setFieldValue('files', next);
      return next;
    });
  };

  const uploadOne = async (item: UploadFile, categoryID: string) => {
    const file = item.originFileObj as File;
    patch(item.uid, { status: 'uploading', percent: 0 });
    const { key } = await uploadFile(client, file, { onProgress: (percent) => patch(item.uid, { percent }) });
    const banner = await client.mutation(CREATE_BANNER, { title: file.name, imageUrl: key, categoryID }).toPromise();
    if (banner.error) throw banner.error;
    patch(item.uid, { status: 'done', percent: 100 });
  };

  const submit = async () => {
    // Field errors are shown under the inputs; nothing else to do when validation fails.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setUploading(true);
    message.loading({ content: 'Uploading photos. Please wait...', key: UPLOAD_TOAST, duration: 0 });
    let uploaded = 0;
    const failures: string[] = [];
    for (const item of files.filter((f) => f.status !== 'done')) {
      try {
        await uploadOne(item, values.categoryID);
        uploaded += 1;
      } catch (error) {
        failures.push(`${item.name}: ${firstErrorMessage(error)}`);
        patch(item.uid, null);
      }
    }
    setUploading(false);
    if (failures.length) message.error({ content: failures.join('\n'), key: UPLOAD_TOAST });
    else message.success({ content: 'Uploading image successfully!', key: UPLOAD_TOAST });
    if (uploaded) onUploaded(values.categoryID);
    if (!failures.length) onClose();
  };

  return (
    <Modal
      open={open}
      title="Add backgrounds"
      okText="Upload"
      cancelText="Cancel"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={uploading}
      maskClosable={!uploading}
      closable={!uploading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="banner-backgrounds">
        <Form.Item name="categoryID" label="Category" rules={[{ required: true, message: 'Please input category!' }]}>
          <Select
            aria-label="Category"
            placeholder="Choose a category"
            showSearch={{ optionFilterProp: 'label' }}
            options={categories.map((c) => ({ value: c.id, label: c.title }))}
          />
        </Form.Item>
        <Form.Item
          name="files"
          label="Images"
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
          rules={[{ required: true, type: 'array', min: 1, message: 'Please choose files!' }]}
        >
          <Upload.Dragger
            multiple
            accept={ACCEPT_ATTRIBUTE}
            listType="picture"
            fileList={files}
            disabled={uploading}
            beforeUpload={(file) => {
              if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
                message.error(`${file.name} is not a jpg, jpeg or png image`);
                return Upload.LIST_IGNORE;
              }
              // Files are kept in the list and uploaded on "Upload" through signed URLs.
              return false;
            }}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Click or drag jpg / png images here</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
    </Modal>
  );
}

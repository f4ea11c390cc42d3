import { Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { ROLES } from '@pod/contracts';
import { useNotify, usePlatform } from '@pod/platform';
import { categoryOptions } from '../../../components/category-tree/model';
import { ARTWORK_CATEGORIES_QUERY } from '../../../components/category-tree/queries';

/** Spec 002 §5: the artwork edit form's messages, typos included. */
export const ARTWORK_INFO_MESSAGES = {
  title: 'Artwork title is requried',
  width: 'Artwork with is required',
  height: 'Artwork height is required',
} as const;

/** The artwork's form fields as the page has them. */
export interface ArtworkInfo {
  title: string;
  categories: { id: string; title?: string }[];
  width: number;
  height: number;
}

/** What Update hands back (updateArtwork's input fields). */
export interface ArtworkInfoValues {
  title: string;
  categoryIds: string[];
  width: number;
  height: number;
}

export interface ArtworkInfoModalProps {
  open: boolean;
  info: ArtworkInfo;
  /** Saves; resolve false (after showing why) to keep the modal open. */
  onUpdate(values: ArtworkInfoValues): Promise<boolean> | boolean;
  onClose(): void;
}

interface FormValues {
  title: string;
  categoryIds: string[];
  width: number | null;
  height: number | null;
}

/** The artwork-info modal (spec 002 §2.8): title, categories, width and height (at least 1), Update. */
export function ArtworkInfoModal({ open, info, onUpdate, onClose }: ArtworkInfoModalProps) {
  const [form] = Form.useForm<FormValues>();
  const notify = useNotify();
  const { user } = usePlatform();
  const owner = user?.roles.includes(ROLES.Seller) && !user.is_supper_admin ? user.id : undefined;
  const [{ data, error }] = useQuery({ query: ARTWORK_CATEGORIES_QUERY, variables: { userID: owner }, pause: !open });
  const tree = useMemo(() => categoryOptions(data?.artworkCategories.hits ?? []), [data]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (error) notify.error(error);
  }, [error, notify]);

  const submit = async (values: FormValues) => {
    setSaving(true);
    try {
      const ok = await onUpdate({ title: values.title.trim(), categoryIds: values.categoryIds, width: values.width!, height: values.height! });
      if (ok) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="Artwork info" okText="Update" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form<FormValues>
        form={form}
        layout="vertical"
        name="artwork-info"
        preserve={false}
        initialValues={{ title: info.title, categoryIds: info.categories.map((c) => c.id), width: info.width, height: info.height }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: ARTWORK_INFO_MESSAGES.title }]}>
          <Input aria-label="Title" maxLength={255} />
        </Form.Item>
        <Form.Item name="categoryIds" label="Categories">
          <TreeSelect
            multiple
            treeData={tree.length ? tree : info.categories.map((c) => ({ value: c.id, title: c.title ?? c.id }))}
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            placeholder="Choose categories"
            aria-label="Categories"
          />
        </Form.Item>
        <Form.Item name="width" label="Width" rules={[{ required: true, message: ARTWORK_INFO_MESSAGES.width }]}>
          <InputNumber aria-label="Width" min={1} max={20000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="height" label="Height" rules={[{ required: true, message: ARTWORK_INFO_MESSAGES.height }]}>
          <InputNumber aria-label="Height" min={1} max={20000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

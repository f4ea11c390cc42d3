import { Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { showFieldErrors, useNotify } from '@pod/platform';
import type { CategoryOption } from '../../components/category-tree/model';
import { CREATE_ARTWORK } from './queries';

interface Values {
  title: string;
  categoryIds: string[];
  width: number | null;
  height: number | null;
}

/** Mounted while open (the list renders it only then), so every opening starts with a fresh form. */
export interface AddArtworkModalProps {
  categories: CategoryOption[];
  /** Pre-selected category (the one the list is filtered by). */
  defaultCategoryID: string | null;
  onClose(): void;
}

/**
 * 'Add New' (spec 002 §2.5, §5): title, categories, width and height (at least 1), with the
 * spec's messages; the server checks the same and its refusals show under their fields. After
 * the create the artwork editor opens (spec 002 §2.1).
 */
export function AddArtworkModal({ categories, defaultCategoryID, onClose }: AddArtworkModalProps) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const [{ fetching }, create] = useMutation(CREATE_ARTWORK);

  const submit = async (values: Values) => {
    const result = await create({
      input: { title: values.title.trim(), categoryIds: values.categoryIds, width: values.width, height: values.height },
    });
    if (result.error) {
      if (!showFieldErrors(form, result.error)) notify.error(result.error);
      return;
    }
    const id = result.data?.createArtwork.id;
    if (!id) return;
    onClose();
    navigate(`/artworks/${id}/design`);
  };

  return (
    <Modal
      open
      title="Add New Artwork"
      okText="Create"
      confirmLoading={fetching}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="add-artwork"
        preserve={false}
        initialValues={{ title: '', categoryIds: defaultCategoryID ? [defaultCategoryID] : [], width: null, height: null }}
        onFinish={submit}
      >
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Please enter title!' }, { max: 255 }]}>
          <Input autoFocus maxLength={255} />
        </Form.Item>
        <Form.Item name="categoryIds" label="Categories" rules={[{ required: true, type: 'array', min: 1, message: 'Please select product category!' }]}>
          <TreeSelect
            multiple
            treeData={categories}
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            placeholder="Choose categories"
            aria-label="Categories"
          />
        </Form.Item>
        <Form.Item name="width" label="Width" rules={[{ required: true, message: 'Please enter width!' }]}>
          <InputNumber min={1} max={20000} precision={0} style={{ width: '100%' }} aria-label="Width" />
        </Form.Item>
        <Form.Item name="height" label="Height" rules={[{ required: true, message: 'Please enter height!' }]}>
          <InputNumber min={1} max={20000} precision={0} style={{ width: '100%' }} aria-label="Height" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Button, Drawer, Form, Input, InputNumber, Space } from 'antd';
import { useMutation } from 'urql';
import { useNotify } from '@pod/platform';
import { CREATE_USER_LEVEL_MUTATION, UPDATE_USER_LEVEL_MUTATION, type UserLevelRow } from './queries';

/** Spec 001 §5 "User level" / §9: total order 0..100000 step 1, discount 0..100 step 0.1. */
export const LEVEL_LIMITS = {
  orderTotal: { min: 0, max: 100000, step: 1 },
  discount: { min: 0, max: 100, step: 0.1 },
} as const;

interface Values {
  name: string;
  order_total: number;
  discount: number;
}

interface Props {
  open: boolean;
  /** null = add a level */
  level: UserLevelRow | null;
  onClose(): void;
  onSaved(): void;
}

export function LevelDrawer({ open, level, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const [createState, createLevel] = useMutation(CREATE_USER_LEVEL_MUTATION);
  const [updateState, updateLevel] = useMutation(UPDATE_USER_LEVEL_MUTATION);

  const onFinish = async (values: Values) => {
    const input = { name: values.name.trim(), order_total: values.order_total, discount: values.discount };
    const result = level ? await updateLevel({ id: level.id, input }) : await createLevel({ input });
    if (result.error) return notify.error(result.error);
    notify.success(level ? 'Level has been updated' : 'Level has been created');
    onSaved();
  };

  return (
    <Drawer
      title={level ? 'Update Level' : 'Add Level'}
      placement="right"
      size={400}
      open={open}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button type="primary" loading={createState.fetching || updateState.fetching} onClick={() => form.submit()}>
            Save
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </Space>
      }
    >
      <Form<Values>
        key={level?.id ?? 'new'}
        name="user_level"
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={level ? { name: level.name, order_total: level.order_total, discount: level.discount } : undefined}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Please enter name of level!' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="order_total" label="Total Order" rules={[{ required: true, message: 'Please enter total order!' }]}>
          <InputNumber {...LEVEL_LIMITS.orderTotal} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="discount" label="Discount (USD)" rules={[{ required: true, message: 'Please enter discount!' }]}>
          <InputNumber {...LEVEL_LIMITS.discount} precision={1} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

import { Button, Flex, Form, Image, Input, Modal, Tabs, Upload } from 'antd';
import { AppstoreOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useClient } from 'urql';
import { uploadAccept } from '@pod/contracts';
import { RemoteComponent, uploadFile, useNotify, useUnsavedChanges } from '@pod/platform';
import type { ClipartPickerProps } from '@pod/mfe-design/exposed';
import { CustomizationTabs } from '../../shared/CustomizationTabs';
import type { OrderDetail } from '../../shared/queries';
import { useOrderMutation } from '../../shared/useOrderMutation';
import { customizeInput, isImageValue, type CustomizationEdits } from './customization';
import { OrderDrawer } from './OrderDrawer';
import { UPDATE_ORDER_CUSTOMIZE } from './queries';

/**
 * The Customization drawer (spec 000 §2): the shopper's values per print area. Where the order may
 * still change (`editable`), each value can be edited and a picture replaced by an upload; Save
 * sends the changed print areas to updateOrderCustomize and their designs regenerate.
 */
export function CustomizationDrawer({ orderId, title, editable, onClose, onSaved }: { orderId: string; title: string; editable(order: OrderDetail): boolean; onClose(): void; onSaved(): void }) {
  return (
    <OrderDrawer orderId={orderId} title={title} onClose={onClose}>
      {(order) => (editable(order) ? <CustomizationForm order={order} onSaved={() => { onSaved(); onClose(); }} /> : <CustomizationTabs order={order} />)}
    </OrderDrawer>
  );
}

function CustomizationForm({ order, onSaved }: { order: OrderDetail; onSaved(): void }) {
  const [form] = Form.useForm<CustomizationEdits>();
  const save = useOrderMutation(UPDATE_ORDER_CUSTOMIZE);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const areas = order.personalizedData;
  const initial: CustomizationEdits = Object.fromEntries(areas.map((a) => [a.printArea, Object.fromEntries(a.personalized.map((f) => [f.name, f.value]))]));

  const submit = async (values: CustomizationEdits) => {
    const customize = customizeInput(areas, values);
    if (!customize) {
      onSaved();
      return;
    }
    if (await save.execute({ id: order.id, customize }, (d) => d.updateOrderCustomize.message)) {
      unsaved.release();
      onSaved();
    }
  };

  if (areas.length === 0) return <CustomizationTabs order={order} />;
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} onValuesChange={() => setDirty(true)}>
      <Tabs
        items={areas.map((area) => ({
          key: area.printArea,
          label: area.printArea,
          forceRender: true,
          children: area.personalized.map((field) => (
            <Form.Item key={field.name} label={field.name} required={false}>
              <Flex gap={8} align="center">
                <Form.Item noStyle name={[area.printArea, field.name]} rules={[{ max: 4000, message: `${field.name} max 4000 character` }]}>
                  <Input aria-label={`${area.printArea} ${field.name}`} />
                </Form.Item>
                {isImageValue(field.value) ? (
                  <>
                    <ReplaceImage onUploaded={(url) => { form.setFieldValue([area.printArea, field.name], url); setDirty(true); }} />
                    <ChooseClipart label={`${area.printArea} ${field.name}`} onPicked={(url) => { form.setFieldValue([area.printArea, field.name], url); setDirty(true); }} />
                  </>
                ) : null}
              </Flex>
              <Form.Item noStyle shouldUpdate>
                {() => {
                  const value = String(form.getFieldValue([area.printArea, field.name]) ?? '');
                  return isImageValue(value) ? <Image src={value} alt={field.name} height={96} style={{ marginTop: 8, objectFit: 'contain' }} /> : null;
                }}
              </Form.Item>
            </Form.Item>
          )),
        }))}
      />
      <Button type="primary" htmlType="submit" loading={save.busy}>
        Save
      </Button>
    </Form>
  );
}

/** Replaces a shopper's picture: the file goes to media (spec 000 §5's name rule first) and its image URL becomes the value. */
function ReplaceImage({ onUploaded }: { onUploaded(url: string): void }) {
  const client = useClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const uploaded = await uploadFile(client, file, { kind: 'custom_design' });
      onUploaded(uploaded.url);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      accept={uploadAccept('custom_design')}
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy}>
        Replace image
      </Button>
    </Upload>
  );
}

/**
 * Picks a clipart instead of uploading (spec 002 §2.9): mfe-design's ClipartPicker, loaded
 * through Module Federation; the clipart's image URL becomes the value, as an upload's does.
 */
function ChooseClipart({ label, onPicked }: { label: string; onPicked(url: string): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<AppstoreOutlined />} onClick={() => setOpen(true)} aria-label={`Choose clipart for ${label}`}>
        Choose clipart
      </Button>
      <Modal open={open} title="Choose clipart" footer={null} onCancel={() => setOpen(false)} destroyOnHidden width={560}>
        <RemoteComponent<ClipartPickerProps>
          id="mfe_design/ClipartPicker"
          props={{
            onPick: (clipart) => {
              onPicked(clipart.file.url);
              setOpen(false);
            },
          }}
        />
      </Modal>
    </>
  );
}

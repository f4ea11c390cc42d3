import { Alert, Button, Drawer, Form, Input, Select, Space } from 'antd';
import { useMutation } from 'urql';
import { useNotify } from '@pod/platform';
import { PLATFORM_LABELS } from './PlatformLogo';
import { CREATE_SITE_MUTATION, INIT_SHOPIFY_AUTH_MUTATION, type PlatformName } from './queries';
import { INVALID_STORE_URL, domainForPlatform, isHttpsStoreUrl } from './siteUrl';

interface Values {
  title: string;
  platform: PlatformName;
  domain: string;
}

interface Props {
  open: boolean;
  onClose(): void;
  /** an import site was created; online platforms leave the page for their authorisation */
  onCreated(): void;
  /** leaves the app for the platform's authorisation page (injected so tests can observe it) */
  redirect?(url: string): void;
}

const PLATFORM_OPTIONS = (['woocommerce', 'shopify', 'shopbase', 'import'] as const).map((value) => ({
  value,
  label: PLATFORM_LABELS[value],
}));

/**
 * New Site drawer (spec 000 §5 "Add site"). An online store is created unverified and the
 * browser goes to the platform to authorise the app; the platform sends it back to /sites.
 */
export function NewSiteDrawer({ open, onClose, onCreated, redirect = (url) => window.location.assign(url) }: Props) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const platform = Form.useWatch('platform', form);
  const [createState, createSite] = useMutation(CREATE_SITE_MUTATION);
  const [shopifyState, initShopifyAuth] = useMutation(INIT_SHOPIFY_AUTH_MUTATION);

  const onFinish = async (values: Values) => {
    const title = values.title.trim();
    const domain = domainForPlatform(values.platform, values.domain);
    if (values.platform === 'shopify') {
      const result = await initShopifyAuth({ title, shop: domain });
      if (result.error) return notify.error(result.error);
      return redirect(result.data.initShopifyAuth.authUrl);
    }
    const result = await createSite({ title, domain, platform: values.platform, isConnect: true });
    if (result.error) return notify.error(result.error);
    const authUrl: string | null | undefined = result.data.createSite.authUrl;
    if (values.platform !== 'import' && authUrl) return redirect(authUrl);
    notify.success('Create site successful');
    form.resetFields();
    onCreated();
  };

  return (
    <Drawer
      title="New Site"
      placement="right"
      size={440}
      open={open}
      onClose={onClose}
      footer={
        <Space>
          <Button type="primary" loading={createState.fetching || shopifyState.fetching} onClick={() => form.submit()}>
            {platform && platform !== 'import' ? 'Connect' : 'Save'}
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </Space>
      }
    >
      <Form<Values> name="new_site" form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="title" label="Site Name" rules={[{ required: true, whitespace: true, message: 'Please input name!' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="platform" label="Platform" rules={[{ required: true, message: 'Please input platform!' }]}>
          <Select
            options={PLATFORM_OPTIONS}
            placeholder="Choose a platform"
            onChange={() => {
              // the url rule depends on the platform
              if (form.getFieldValue('domain')) void form.validateFields(['domain']);
            }}
          />
        </Form.Item>
        <Form.Item
          name="domain"
          label="Site Url"
          extra={platform === 'shopify' ? 'Your shop domain, e.g. your-shop.myshopify.com' : 'e.g. https://www.your-store.com'}
          rules={[
            { required: true, whitespace: true, message: 'Please enter a store URL!' },
            ({ getFieldValue }) => ({
              validator(_, value: string | undefined) {
                if (!value || !value.trim() || getFieldValue('platform') === 'shopify') return Promise.resolve();
                return isHttpsStoreUrl(value) ? Promise.resolve() : Promise.reject(new Error(INVALID_STORE_URL));
              },
            }),
          ]}
        >
          <Input placeholder={platform === 'shopify' ? 'your-shop.myshopify.com' : 'https://'} />
        </Form.Item>
        {platform && platform !== 'import' && (
          <Alert
            type="info"
            showIcon
            title={`You will be sent to ${PLATFORM_LABELS[platform]} to authorise the connection, then brought back here.`}
          />
        )}
      </Form>
    </Drawer>
  );
}

import { Alert, Button, Checkbox, Form, Skeleton, Tabs, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { Page, useNotify } from '@pod/platform';
import { SITE_SETTINGS_QUERY, UPDATE_SITE_SETTINGS_MUTATION, type SiteSettingsResult } from './queries';

interface Values {
  auto_accept_design: boolean;
}

/** /sites/:id/settings: per-site options; today the "Auto Accept Design" switch (spec 001). */
export function SiteSettingsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const notify = useNotify();
  const [{ data, error, fetching }] = useQuery<SiteSettingsResult>({
    query: SITE_SETTINGS_QUERY,
    variables: { site_id: id },
    requestPolicy: 'cache-and-network',
  });
  const [saving, updateSettings] = useMutation(UPDATE_SITE_SETTINGS_MUTATION);

  const onFinish = async (values: Values) => {
    const result = await updateSettings({ site_id: id, settings: { auto_accept_design: values.auto_accept_design } });
    if (result.error) return notify.error(result.error);
    notify.success('Site settings has been updated');
  };

  const title = data?.siteById ? `Site Settings: ${data.siteById.title}` : 'Site Settings';
  let body: React.ReactNode;
  if (error) body = <Alert type="error" showIcon title={error.graphQLErrors[0]?.message ?? error.message} />;
  else if (!data && fetching) body = <Skeleton active />;
  else
    body = (
      <Tabs
        items={[
          {
            key: 'auto-accept-design',
            label: 'Auto Accept Design',
            children: (
              <Form<Values>
                key={String(data?.getSiteSettings.auto_accept_design)}
                name="site_settings"
                layout="vertical"
                onFinish={onFinish}
                initialValues={{ auto_accept_design: !!data?.getSiteSettings.auto_accept_design }}
              >
                <Typography.Paragraph type="secondary" style={{ maxWidth: 640 }}>
                  By default, the design files of every order need to be reviewed and accepted by the seller. When
                  this option is ticked, the design files of this site are accepted automatically.
                </Typography.Paragraph>
                <Form.Item name="auto_accept_design" valuePropName="checked">
                  <Checkbox>Auto accept design</Checkbox>
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={saving.fetching}>
                  Save
                </Button>
              </Form>
            ),
          },
        ]}
      />
    );

  return (
    <Page title={title} back="/sites">
      {body}
    </Page>
  );
}

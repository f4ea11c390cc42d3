import { Alert, Button, Form, Input, Skeleton, Tabs } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { Page, useNotify } from '@pod/platform';
import { GET_APP_SETTINGS_QUERY, SAVE_APP_SETTINGS_MUTATION, type AppSettingRow } from './queries';
import { ALL_SETTING_KEYS, SETTINGS_TABS, messageKey, subjectKey, type MailTemplateDef } from './templates';

interface TemplateValues {
  subject: string;
  message: string;
}

function TemplateForm({ template, values, onSaved }: { template: MailTemplateDef; values: Map<string, string>; onSaved(): void }) {
  const notify = useNotify();
  const [{ fetching }, save] = useMutation(SAVE_APP_SETTINGS_MUTATION);

  const onFinish = async (v: TemplateValues) => {
    const result = await save({
      input: [
        { name: subjectKey(template), value: v.subject },
        { name: messageKey(template), value: v.message },
      ],
    });
    if (result.error) return notify.error(result.error);
    notify.success('Your settings saved');
    onSaved();
  };

  return (
    <Form<TemplateValues>
      name={template.key}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ subject: values.get(subjectKey(template)) ?? '', message: values.get(messageKey(template)) ?? '' }}
      style={{ maxWidth: 860 }}
    >
      <Form.Item name="subject" label="Subject" rules={[{ required: true, whitespace: true, message: 'Please enter subject' }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="message"
        label="Message"
        extra={`HTML. Placeholders: ${template.placeholders.map((p) => `{{${p}}}`).join(', ')}`}
        rules={[{ required: true, whitespace: true, message: 'Please enter message' }]}>
        <Input.TextArea rows={12} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={fetching}>
        Save
      </Button>
    </Form>
  );
}

/**
 * /admin/settings?key=account|emails: account mails (welcome, password recovery) and the
 * deposit mail templates. The outer tab follows the query key so the page can be linked.
 */
export function AppSettingsPage() {
  const [params, setParams] = useSearchParams();
  const activeKey = SETTINGS_TABS.some((t) => t.key === params.get('key')) ? (params.get('key') as string) : SETTINGS_TABS[0].key;
  const [{ data, error, fetching }, reexecute] = useQuery<{ getAppSettings: AppSettingRow[] }>({
    query: GET_APP_SETTINGS_QUERY,
    variables: { input: ALL_SETTING_KEYS },
    requestPolicy: 'cache-and-network',
  });

  const values = useMemo(
    () => new Map((data?.getAppSettings ?? []).map((s) => [s.name, s.value ?? ''] as [string, string])),
    [data],
  );

  let body: React.ReactNode;
  if (error) body = <Alert type="error" showIcon title={error.graphQLErrors[0]?.message ?? error.message} />;
  else if (!data && fetching) body = <Skeleton active />;
  else
    body = (
      <Tabs
        activeKey={activeKey}
        onChange={(key) => setParams({ key })}
        items={SETTINGS_TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: (
            <Tabs
              type="card"
              items={tab.templates.map((template) => ({
                key: template.key,
                label: template.label,
                children: (
                  <TemplateForm
                    template={template}
                    values={values}
                    onSaved={() => reexecute({ requestPolicy: 'network-only' })}
                  />
                ),
              }))}
            />
          ),
        }))}
      />
    );

  return <Page title="Settings">{body}</Page>;
}

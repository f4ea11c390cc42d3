import { useState } from 'react';
import { Alert, Form, Modal, Progress, Select, Typography } from 'antd';
import { useQuery } from 'urql';
import { exportPercent } from './exportProgress';
import { EXPORT_TEMPLATE_CHOICES_QUERY } from './queries';
import { useOrderExport, type ExportCall } from './useOrderExport';

/** Templates the Select lists at once; typing narrows by name on the server. */
const TEMPLATE_CHOICES = 50;

/**
 * The export modal (spec 000 §2 Export button, §7 exportOrders / supplierExportOrder): choose a
 * template, Export; a progress bar while the CSV is written, then the browser downloads it. The
 * list's current filters are what gets exported (the accepted orders among them).
 */
export function ExportOrdersModal(props: { open: boolean; call: ExportCall; filter: Record<string, unknown>; onClose(): void; onExported(): void }) {
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [{ data, fetching }] = useQuery({
    query: EXPORT_TEMPLATE_CHOICES_QUERY,
    variables: { filter: { limit: TEMPLATE_CHOICES, ...(name ? { name } : {}) } },
    pause: !props.open,
  });
  const { state, start, reset } = useOrderExport(props.call, props.onExported);
  const running = state.phase === 'running';

  const close = () => {
    reset();
    props.onClose();
  };

  return (
    <Modal
      title="Export orders"
      open={props.open}
      okText={state.phase === 'done' ? 'Close' : 'Export'}
      okButtonProps={{ disabled: !templateId && state.phase !== 'done', loading: running }}
      cancelButtonProps={{ disabled: running }}
      closable={!running}
      maskClosable={false}
      onOk={() => (state.phase === 'done' ? close() : templateId && void start(props.filter, templateId))}
      onCancel={close}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Export template" required>
          <Select
            aria-label="Export template"
            showSearch
            filterOption={false}
            onSearch={setName}
            loading={fetching}
            placeholder="Choose a template"
            value={templateId}
            disabled={running}
            onChange={setTemplateId}
            options={(data?.exportTemplates.hits ?? []).map((t) => ({ value: t.id, label: t.name }))}
            notFoundContent={fetching ? undefined : 'No export templates'}
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">The accepted orders among the list&apos;s current filters are exported and move to Exported.</Typography.Paragraph>
      {state.phase !== 'idle' && state.phase !== 'failed' && (
        <>
          <Progress aria-label="Export progress" percent={exportPercent(state.job)} status={state.phase === 'done' ? 'success' : 'active'} />
          <Typography.Text>
            {state.phase === 'done'
              ? `${state.job.file_name}: ${state.job.total} orders exported, downloading…`
              : state.job
                ? `${state.job.progress} of ${state.job.total} orders written`
                : 'Starting…'}
          </Typography.Text>
        </>
      )}
      {state.phase === 'failed' && <Alert type="error" showIcon title={state.message} />}
    </Modal>
  );
}

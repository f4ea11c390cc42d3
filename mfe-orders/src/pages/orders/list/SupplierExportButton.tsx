import { Button, Tooltip } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { supplierExportEnabled } from './listView';

/**
 * The Supplier's Export (spec 000 §2): enabled only while the status filter includes accepted.
 * `onExport` opens the export modal (export/ExportOrdersModal: template, progress, download).
 */
export function SupplierExportButton(props: { statuses: readonly string[]; onExport?: () => void }) {
  const enabled = supplierExportEnabled(props.statuses);
  const button = (
    <Button icon={<ExportOutlined />} disabled={!enabled} onClick={props.onExport}>
      Export
    </Button>
  );
  return enabled ? button : <Tooltip title="Include Accepted in the status filter to export">{button}</Tooltip>;
}

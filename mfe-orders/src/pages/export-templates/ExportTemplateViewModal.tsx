import { Button, Modal, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { DEFAULT_EXPORT_COLUMNS_QUERY, type ExportColumnRow, type ExportTemplateRow } from './queries';
import { TYPE_LABELS, columnValueText, personName, type ColumnType } from './templateForm';

interface IndexedColumn extends ExportColumnRow {
  position: number;
}

/** The list's view modal: the template's columns in CSV order, each with its type and value. */
export function ExportTemplateViewModal({ template, onClose }: { template: ExportTemplateRow | null; onClose: () => void }) {
  const navigate = useNavigate();
  const [defaults] = useQuery({ query: DEFAULT_EXPORT_COLUMNS_QUERY, pause: !template });
  const known = defaults.data?.defaultExportColumns ?? [];

  const columns: TableColumnsType<IndexedColumn> = [
    { title: '#', dataIndex: 'position', key: 'position', width: 56 },
    { title: 'Column name', dataIndex: 'name', key: 'name' },
    {
      title: 'Type',
      key: 'type',
      width: 140,
      render: (_, column) => <Tag color={column.type === 'defined_value' ? 'blue' : 'default'}>{TYPE_LABELS[column.type as ColumnType] ?? column.type}</Tag>,
    },
    { title: 'Value', key: 'value', render: (_, column) => columnValueText(column, known) },
  ];

  return (
    <Modal
      open={!!template}
      title={template ? template.name : ''}
      width={760}
      onCancel={onClose}
      footer={[
        <Button key="clone" onClick={() => template && navigate(`/export-templates/clone/${template.id}`)}>
          Clone
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {template ? (
        <>
          <p>Author: {personName(template.author) || template.author_id}</p>
          <Table<IndexedColumn>
            rowKey="position"
            size="small"
            columns={columns}
            dataSource={template.data.map((column, index) => ({ ...column, position: index + 1 }))}
            pagination={false}
            scroll={{ y: 420 }}
          />
        </>
      ) : null}
    </Modal>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Modal, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { VariantDraft } from '@pod/contracts';
import type { TypeAttribute } from './queries';

export interface SelectVariantsModalProps {
  open: boolean;
  /** The missing combinations (missingVariants of @pod/contracts). */
  drafts: VariantDraft[];
  attributes: readonly TypeAttribute[];
  onAdd: (chosen: VariantDraft[]) => void;
  onClose: () => void;
}

/** "Select Variants": the missing combinations with SKU and options; the chosen ones are added. */
export function SelectVariantsModal({ open, drafts, attributes, onAdd, onClose }: SelectVariantsModalProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (open) setChosen([]);
  }, [open]);

  const columns = useMemo<TableColumnsType<VariantDraft>>(
    () => [
      { title: 'SKU', dataIndex: 'sku', key: 'sku' },
      ...attributes.map((attribute) => ({
        title: attribute.name,
        key: attribute.slug,
        render: (_: unknown, draft: VariantDraft) => draft.attributes.find((a) => a.slug === attribute.slug)?.option,
      })),
    ],
    [attributes],
  );

  return (
    <Modal
      open={open}
      title="Select Variants"
      width={720}
      okText="Add"
      okButtonProps={{ disabled: !chosen.length }}
      onOk={() => {
        const picked = new Set(chosen);
        onAdd(drafts.filter((d) => picked.has(d.sku)));
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<VariantDraft>
        rowKey="sku"
        size="small"
        columns={columns}
        dataSource={drafts}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys as string[]),
          selections: [Table.SELECTION_ALL, Table.SELECTION_NONE],
        }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 50, 100] }}
      />
    </Modal>
  );
}

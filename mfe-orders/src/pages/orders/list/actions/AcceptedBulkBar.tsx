import { Alert, Button, Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '@pod/platform';
import { useOrderMutation } from '../../shared/useOrderMutation';
import { carrierChoices, refusalLines, type CarrierOrder } from './carriers';
import { ASSIGN_ORDER_CARRIER } from './queries';

/**
 * The accepted tab's bulk bar over the selected rows (spec 000 §2: rows are selectable only on the
 * accepted tab): the assign-carrier modal lists the product type's carriers with their price and
 * sends assignOrderCarrier; each order the server refused stays listed with its reason. `onDone`
 * clears the selection and reloads the list.
 */
export function AcceptedBulkBar({ selectedIds, orders, onDone }: { selectedIds: string[]; orders: readonly CarrierOrder[]; onDone(): void }) {
  const [open, setOpen] = useState(false);
  const selected = orders.filter((order) => selectedIds.includes(order.id));
  return (
    <Flex align="center" gap={12} style={{ marginBottom: 12 }} role="toolbar" aria-label="Selected orders">
      <Typography.Text strong>
        {selected.length} order{selected.length === 1 ? '' : 's'} selected
      </Typography.Text>
      <Button type="primary" size="small" disabled={selected.length === 0} onClick={() => setOpen(true)}>
        Assign carrier
      </Button>
      {open ? (
        <AssignCarrierModal
          orders={selected}
          onClose={(changed) => {
            setOpen(false);
            if (changed) onDone();
          }}
        />
      ) : null}
    </Flex>
  );
}

function AssignCarrierModal({ orders, onClose }: { orders: readonly CarrierOrder[]; onClose(changed: boolean): void }) {
  const offer = carrierChoices(orders);
  const [carrierId, setCarrierId] = useState<string | null>(offer.kind === 'choices' ? offer.initial : null);
  const assign = useOrderMutation(ASSIGN_ORDER_CARRIER);
  const [refusals, setRefusals] = useState<string[] | null>(null);
  const [changed, setChanged] = useState(false);
  const choice = offer.kind === 'choices' ? offer.choices.find((c) => c.carrierId === carrierId) : undefined;

  const submit = async () => {
    if (!choice) return;
    let refused: string[] = [];
    let succeeded = 0;
    const ok = await assign.execute({ orderIds: orders.map((o) => o.id), carrierId: choice.carrierId, price: choice.price }, (data) => {
      refused = refusalLines(data.assignOrderCarrier.refused, orders);
      succeeded = data.assignOrderCarrier.succeeded.length;
      return succeeded > 0 ? data.assignOrderCarrier.message : undefined;
    });
    if (!ok) return;
    if (refused.length === 0) onClose(true);
    else {
      setChanged(succeeded > 0);
      setRefusals(refused);
    }
  };

  return (
    <Modal
      open
      title={`Assign carrier to ${orders.length} order${orders.length === 1 ? '' : 's'}`}
      okText="Assign"
      okButtonProps={{ disabled: !choice || refusals !== null, loading: assign.busy }}
      onOk={() => void submit()}
      onCancel={() => onClose(changed)}
    >
      {offer.kind === 'mixed' ? (
        <Alert type="warning" showIcon title="Choose orders of one product type" description={`The selection has ${offer.productTypes.join(', ')}.`} />
      ) : null}
      {offer.kind === 'none' ? <Alert type="info" showIcon title="This product type ships with no carrier yet" /> : null}
      {offer.kind === 'choices' ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">Carriers of {offer.productType}</Typography.Text>
          <Radio.Group value={carrierId} onChange={(e) => setCarrierId(e.target.value as string)} aria-label="Carrier">
            <Flex vertical gap={8}>
              {offer.choices.map((c) => (
                <Radio key={c.carrierId} value={c.carrierId}>
                  {c.name} — {formatMoney(c.price)}
                  {c.default ? <Typography.Text type="secondary"> (default)</Typography.Text> : null}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Flex>
      ) : null}
      {refusals?.map((line) => <Alert key={line} type="error" showIcon title={line} style={{ marginTop: 8 }} />)}
    </Modal>
  );
}

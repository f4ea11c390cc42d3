import { App, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { ORDER_MESSAGES } from '@pod/contracts';
import { orderActions } from '../shared/orderActions';
import { CANCEL_ORDER, PAUSE_ORDER, RESUME_ORDER, type OrderDetail } from '../shared/queries';
import { TrackingModal } from './TrackingModal';
import { useOrderMutation } from '../shared/useOrderMutation';

/** "More Actions": Cancel (confirmed), Pause / Resume, Add or Edit Tracking, as the status allows. */
export function OrderHeaderActions({ order }: { order: OrderDetail }) {
  const { modal } = App.useApp();
  const actions = orderActions(order);
  const cancel = useOrderMutation(CANCEL_ORDER);
  const pause = useOrderMutation(PAUSE_ORDER);
  const resume = useOrderMutation(RESUME_ORDER);
  const [trackingOpen, setTrackingOpen] = useState(false);
  const vars = { orderId: order.id };

  const items: MenuProps['items'] = [];
  if (actions.pause) items.push({ key: 'pause', label: 'Pause' });
  if (actions.resume) items.push({ key: 'resume', label: 'Resume' });
  if (actions.tracking) items.push({ key: 'tracking', label: order.tracking ? 'Edit Tracking' : 'Add Tracking' });
  if (actions.cancel) items.push({ key: 'cancel', label: 'Cancel', danger: true });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'pause') void pause.execute(vars, (d) => d.pauseOrder.message);
    if (key === 'resume') void resume.execute(vars, (d) => d.resumeOrder.message);
    if (key === 'tracking') setTrackingOpen(true);
    if (key === 'cancel') {
      modal.confirm({
        title: ORDER_MESSAGES.cancelConfirm,
        okText: 'Yes',
        cancelText: 'No',
        okButtonProps: { danger: true },
        onOk: () => cancel.execute(vars, ORDER_MESSAGES.cancelledToast),
      });
    }
  };

  if (items.length === 0) return null;
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button loading={cancel.busy || pause.busy || resume.busy}>
          More Actions <DownOutlined />
        </Button>
      </Dropdown>
      {trackingOpen ? <TrackingModal order={order} onClose={() => setTrackingOpen(false)} /> : null}
    </>
  );
}

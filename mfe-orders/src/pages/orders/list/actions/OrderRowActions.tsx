import { Alert, App, Button, Drawer, Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { ORDER_MESSAGES, can } from '@pod/contracts';
import { firstErrorMessage, subjectOf, usePlatform } from '@pod/platform';
import { CustomerInfoDrawer } from '../../shared/CustomerInfoDrawer';
import { CustomizationTabs } from '../../shared/CustomizationTabs';
import { DesignGrid, ReviewButtons } from '../../shared/DesignsReview';
import { OrderTimeline } from '../../shared/OrderTimeline';
import { orderActions, rowActions, type OrderState, type RowAction } from '../../shared/orderActions';
import { CANCEL_ORDER, PAUSE_ORDER, RESUME_ORDER } from '../../shared/queries';
import { useOrderMutation } from '../../shared/useOrderMutation';
import { OrderDrawer, useOrderDetail } from './OrderDrawer';
import { UploadDesignsDrawer } from './UploadDesignsDrawer';

/** What a list row must carry for its Actions menu (the list query selects these). */
export interface OrderRow extends OrderState {
  id: string;
  name: string;
}

type DrawerAction = Extract<RowAction, 'customerInfo' | 'designs' | 'customization' | 'uploadDesigns' | 'comments' | 'history'>;

const LABELS: Record<RowAction, string> = {
  customerInfo: 'Customer Info',
  designs: 'View designs',
  customization: 'Customization',
  uploadDesigns: 'Upload designs',
  comments: 'Comments',
  history: 'History',
  refresh: 'Refresh',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel Order',
  cancelOptions: 'Cancel options',
  delete: 'Delete',
};

/** Actions this menu carries out today; the rest wait for their server mutation (see the README). */
const WIRED: readonly RowAction[] = ['customerInfo', 'designs', 'customization', 'uploadDesigns', 'comments', 'history', 'pause', 'resume', 'cancel'];

/**
 * The orders list's Actions dropdown for one row and the drawers it opens (spec 000 §2 "Orders
 * list", §6). Which entries show is `rowActions` (role × status, tested); the server judges every
 * change again and its refusal is shown. `onChanged` runs after any change so the list (and its
 * tab counts) reload.
 */
export function OrderRowActions({ order, onChanged }: { order: OrderRow; onChanged(): void }) {
  const { modal } = App.useApp();
  const { user } = usePlatform();
  const viewer = subjectOf(user);
  const [open, setOpen] = useState<DrawerAction | null>(null);
  const cancel = useOrderMutation(CANCEL_ORDER);
  const pause = useOrderMutation(PAUSE_ORDER);
  const resume = useOrderMutation(RESUME_ORDER);
  const vars = { orderId: order.id };
  const changed = async (done: Promise<boolean>) => {
    if (await done) onChanged();
  };

  const available = rowActions(order, viewer).filter((action) => WIRED.includes(action));
  const items: MenuProps['items'] = available.map((action) => ({ key: action, label: LABELS[action], danger: action === 'cancel' }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const action = key as RowAction;
    if (action === 'pause') void changed(pause.execute(vars, (d) => d.pauseOrder.message));
    else if (action === 'resume') void changed(resume.execute(vars, (d) => d.resumeOrder.message));
    else if (action === 'cancel') {
      modal.confirm({
        title: ORDER_MESSAGES.cancelConfirm,
        okText: 'Yes',
        cancelText: 'No',
        okButtonProps: { danger: true },
        onOk: () => changed(cancel.execute(vars, ORDER_MESSAGES.cancelledToast)),
      });
    } else setOpen(action as DrawerAction);
  };

  const close = () => setOpen(null);
  const manage = can(viewer, 'orders.manage');
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={items.length === 0}>
        <Button size="small" loading={cancel.busy || pause.busy || resume.busy} aria-label={`Actions for order ${order.name}`}>
          Actions <DownOutlined />
        </Button>
      </Dropdown>
      {open === 'customerInfo' ? <CustomerInfoAction orderId={order.id} editable={manage} onClose={close} onSaved={onChanged} /> : null}
      {open === 'designs' ? (
        <OrderDrawer
          orderId={order.id}
          title={`Designs of order ${order.name}`}
          size={960}
          onClose={close}
          extra={(detail) => (manage && orderActions(detail).review ? <ReviewButtons order={detail} onDecided={onChanged} /> : null)}
        >
          {(detail) => <DesignGrid order={detail} canChange={manage && orderActions(detail).changeDesigns} />}
        </OrderDrawer>
      ) : null}
      {open === 'customization' ? (
        <OrderDrawer orderId={order.id} title={`Customization of order ${order.name}`} onClose={close}>
          {(detail) => <CustomizationTabs order={detail} />}
        </OrderDrawer>
      ) : null}
      {open === 'uploadDesigns' ? <UploadDesignsDrawer orderId={order.id} title={`Upload designs for order ${order.name}`} onClose={close} /> : null}
      {open === 'comments' ? (
        <OrderDrawer orderId={order.id} title={`Comments on order ${order.name}`} size={560} onClose={close}>
          {(detail) => <OrderTimeline order={detail} history={false} />}
        </OrderDrawer>
      ) : null}
      {open === 'history' ? (
        <OrderDrawer orderId={order.id} title={`History of order ${order.name}`} size={560} onClose={close}>
          {(detail) => <OrderTimeline order={detail} comments={false} />}
        </OrderDrawer>
      ) : null}
    </>
  );
}

/** Customer Info with the list's rules (spec 000 §5); read-only for a Supporter or a locked order. */
function CustomerInfoAction({ orderId, editable, onClose, onSaved }: { orderId: string; editable: boolean; onClose(): void; onSaved(): void }) {
  const { order, error } = useOrderDetail(orderId);
  if (!order) {
    return (
      <Drawer open size={480} title="Customer Info" onClose={onClose} loading={!error}>
        {error ? <Alert type="error" showIcon title={firstErrorMessage(error)} /> : null}
      </Drawer>
    );
  }
  return <CustomerInfoDrawer order={order} form="list" title="Customer Info" editable={editable && orderActions(order).editShipping} onClose={onClose} onSaved={onSaved} />;
}

import { Alert, App, Button, Drawer, Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { ORDER_MESSAGES, can } from '@pod/contracts';
import { firstErrorMessage, subjectOf, usePlatform } from '@pod/platform';
import { CustomerInfoDrawer } from '../../shared/CustomerInfoDrawer';
import { DesignGrid, ReviewButtons } from '../../shared/DesignsReview';
import { OrderTimeline } from '../../shared/OrderTimeline';
import { orderActions, rowActions, type OrderState, type RowAction } from '../../shared/orderActions';
import { CANCEL_ORDER, PAUSE_ORDER, RESUME_ORDER } from '../../shared/queries';
import { useOrderMutation } from '../../shared/useOrderMutation';
import { CustomizationDrawer } from './CustomizationDrawer';
import { OrderDrawer, useOrderDetail } from './OrderDrawer';
import { CANCEL_ORDER_WITH_OPTIONS, DELETE_ORDER, ENTER_PAYMENT, REFRESH_ORDER } from './queries';
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
  enterPayment: 'Enter payment',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel Order',
  cancelOptions: 'Cancel options',
  delete: 'Delete',
};

/** The Administrator's four cancel options (spec 000 §2): in the store or not × with or without the store order's other lines. */
const CANCEL_OPTIONS = [
  { key: 'cancel:here', label: 'Cancel here only', inStore: false, withRelated: false },
  { key: 'cancel:here-related', label: 'Cancel here with related orders', inStore: false, withRelated: true },
  { key: 'cancel:store', label: 'Cancel here and in the store', inStore: true, withRelated: false },
  { key: 'cancel:store-related', label: 'Cancel here and in the store with related orders', inStore: true, withRelated: true },
] as const;

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
  const refresh = useOrderMutation(REFRESH_ORDER);
  const enterPayment = useOrderMutation(ENTER_PAYMENT);
  const remove = useOrderMutation(DELETE_ORDER);
  const cancelWithOptions = useOrderMutation(CANCEL_ORDER_WITH_OPTIONS);
  const busy = [cancel, pause, resume, refresh, enterPayment, remove, cancelWithOptions].some((m) => m.busy);
  const vars = { orderId: order.id };
  const changed = async (done: Promise<boolean>) => {
    if (await done) onChanged();
  };

  const items: MenuProps['items'] = rowActions(order, viewer).map((action) =>
    action === 'cancelOptions'
      ? { key: action, label: LABELS[action], danger: true, children: CANCEL_OPTIONS.map((o) => ({ key: o.key, label: o.label, danger: true })) }
      : { key: action, label: LABELS[action], danger: action === 'cancel' || action === 'delete' },
  );

  const confirmThen = (title: string, run: () => Promise<unknown>) =>
    modal.confirm({ title, okText: 'Yes', cancelText: 'No', okButtonProps: { danger: true }, onOk: run });

  const cancelWith = async (inStore: boolean, withRelated: boolean) => {
    let refused: string[] = [];
    let storeMessage: string | null = null;
    const ok = await cancelWithOptions.execute({ orderId: order.id, inStore, withRelated }, (d) => {
      refused = d.cancelOrder.refused.map((r) => `Order ${r.order_id}: ${r.message}`);
      storeMessage = d.cancelOrder.store_message ?? null;
      return ORDER_MESSAGES.cancelledToast;
    });
    if (!ok) return;
    onChanged();
    // What happened beyond this order: the store's answer and related orders that stayed.
    const notes = [storeMessage, ...refused].filter((line): line is string => !!line);
    if (notes.length) modal.info({ title: 'Cancel Order', content: notes.map((line) => <div key={line}>{line}</div>) });
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const option = CANCEL_OPTIONS.find((o) => o.key === key);
    if (option) {
      confirmThen(ORDER_MESSAGES.cancelConfirm, () => cancelWith(option.inStore, option.withRelated));
      return;
    }
    const action = key as RowAction;
    if (action === 'pause') void changed(pause.execute(vars, (d) => d.pauseOrder.message));
    else if (action === 'resume') void changed(resume.execute(vars, (d) => d.resumeOrder.message));
    else if (action === 'refresh') void changed(refresh.execute(vars, (d) => d.refreshOrder.message));
    else if (action === 'enterPayment') void changed(enterPayment.execute(vars, (d) => d.enterPayment.message));
    else if (action === 'cancel') confirmThen(ORDER_MESSAGES.cancelConfirm, () => changed(cancel.execute(vars, ORDER_MESSAGES.cancelledToast)));
    else if (action === 'delete') confirmThen(`Delete order ${order.name}?`, () => changed(remove.execute(vars, (d) => d.deleteOrder.message)));
    else setOpen(action as DrawerAction);
  };

  const close = () => setOpen(null);
  const manage = can(viewer, 'orders.manage');
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={items.length === 0}>
        <Button size="small" loading={busy} aria-label={`Actions for order ${order.name}`}>
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
        <CustomizationDrawer
          orderId={order.id}
          title={`Customization of order ${order.name}`}
          editable={(detail) => manage && orderActions(detail).changeDesigns}
          onClose={close}
          onSaved={onChanged}
        />
      ) : null}
      {open === 'uploadDesigns' ? <UploadDesignsDrawer orderId={order.id} title={`Upload designs for order ${order.name}`} onClose={close} onSaved={onChanged} /> : null}
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

import { CustomerEntity } from '../customers/customer.entity';
import { ExportTemplateEntity } from '../export-templates/export-template.entity';
import { OrderDesignEntity } from '../designs/order-design.entity';
import { SiteDesignSettingEntity } from '../designs/site-design-setting.entity';
import { WebhookDeliveryEntity } from '../intake/webhook-delivery.entity';
import { OrderStatusCountEntity } from '../order-list/order-status-count.entity';
import { OrderExportEntity } from '../order-exports/order-export.entity';
import { SavedOrderViewEntity } from '../order-list/saved-order-view.entity';
import { OrderCommentEntity } from '../orders/order-comment.entity';
import { OrderHistoryEntity } from '../orders/order-history.entity';
import { OrderEntity } from '../orders/order.entity';

/** Every entity of the orders schema (the service and test helpers open the same list). */
export const ORDERS_ENTITIES = [CustomerEntity, OrderEntity, OrderHistoryEntity, OrderCommentEntity, OrderDesignEntity, WebhookDeliveryEntity, SiteDesignSettingEntity, OrderStatusCountEntity, SavedOrderViewEntity, ExportTemplateEntity, OrderExportEntity];

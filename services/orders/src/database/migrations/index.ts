import { createEventTablesMigration } from '@pod/service-kit/events';
import { CreateCustomers1761000000000 } from './1761000000000-CreateCustomers';
import { CreateOrders1763900000000 } from './1763900000000-CreateOrders';
import { CreateSiteDesignSettings1763990000000 } from './1763990000000-CreateSiteDesignSettings';
import { OrderActions1764000000000 } from './1764000000000-OrderActions';
import { OrderList1764100000000 } from './1764100000000-OrderList';
import { ListSkipsDeleted1764200000000 } from './1764200000000-ListSkipsDeleted';
import { CreateExportTemplates1764300000001 } from './1764300000001-CreateExportTemplates';
import { OrderExports1764310000001 } from './1764310000001-OrderExports';
import { DashboardStats1764320000000 } from './1764320000000-DashboardStats';
import { ExportHeartbeat1764330000000 } from './1764330000000-ExportHeartbeat';
import { DesignRevision1764340000000 } from './1764340000000-DesignRevision';
import { PrintFilesByArea1764350000000 } from './1764350000000-PrintFilesByArea';
import { WebhookQueue1764360000000 } from './1764360000000-WebhookQueue';

/**
 * Every committed migration of the orders schema, in the order they run. The event tables
 * (outbox + processed ids) are there from the start: the design flow publishes and consumes.
 */
export const ORDERS_MIGRATIONS = [createEventTablesMigration('orders'), CreateCustomers1761000000000, CreateOrders1763900000000, CreateSiteDesignSettings1763990000000, OrderActions1764000000000, OrderList1764100000000, ListSkipsDeleted1764200000000, CreateExportTemplates1764300000001, OrderExports1764310000001, DashboardStats1764320000000, ExportHeartbeat1764330000000, DesignRevision1764340000000, PrintFilesByArea1764350000000, WebhookQueue1764360000000];

import type { LiveSubscription } from './live-subscription';
import { siteChanged } from './site-changed';
import { campaignStoreChanged } from './campaign-store-changed';
import { generateOrderPrintFile } from './generate-order-print-file';
import { orderListChanged } from './order-list-changed';
import { artworkCategoryChanged } from './artwork-category-changed';
import { artworkImportPSD } from './artwork-import-psd';
import { clipartCategory } from './clipart-category';
import { orderExportProgress } from './order-export-progress';
import { artworkPrintFile } from './artwork-print-file';
import { generateMockupProduct } from './generate-mockup-product';

export type { LiveSubscription };

/** Every live update the gateway serves over graphql-ws. */
export const LIVE_SUBSCRIPTIONS: LiveSubscription[] = [siteChanged, campaignStoreChanged, generateOrderPrintFile as LiveSubscription, orderListChanged as LiveSubscription, artworkCategoryChanged as LiveSubscription, artworkImportPSD as LiveSubscription, clipartCategory as LiveSubscription, orderExportProgress as LiveSubscription, artworkPrintFile as LiveSubscription, generateMockupProduct as LiveSubscription];

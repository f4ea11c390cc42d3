import { subgraphCodegenConfig } from '@pod/service-kit/codegen';

export default subgraphCodegenConfig({
  schema: 'src/**/*.graphql',
  contextType: '../context#OrdersContext',
  mappers: {
    Customer: '../customers/customer.entity#Customer',
    Order: '../orders/order.entity#Order',
    OrderHistory: '../orders/order-history.entity#OrderHistory',
    OrderComment: '../orders/order-comment.entity#OrderComment',
    OrderDesign: '../designs/order-design.entity#OrderDesign',
    ExportTemplate: '../export-templates/export-template.entity#ExportTemplate',
    AdminStats: '../order-stats/order-stats.service#AdminStats',
    TopProduct: '../order-stats/order-stats.service#TopProduct',
    TopProductType: '../order-stats/order-stats.service#TopProductType',
    SavedOrderView: '../order-list/saved-order-view.entity#SavedOrderView',
    OrderExport: '../order-exports/order-export.entity#OrderExport',
  },
});

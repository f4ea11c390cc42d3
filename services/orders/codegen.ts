import { subgraphCodegenConfig } from '@pod/service-kit/codegen';

export default subgraphCodegenConfig({
  schema: 'src/**/*.graphql',
  contextType: '../context#OrdersContext',
  mappers: { Customer: '../customers/customer.entity#Customer' },
});

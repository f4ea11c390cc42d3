import { subgraphCodegenConfig } from '@pod/service-kit/codegen';

export default subgraphCodegenConfig({
  schema: 'src/**/*.graphql',
  contextType: '../context#UsersSitesContext',
  mappers: {
    User: '../users/user.entity#User',
    Role: '../users/user.entity#Role',
    UserLevel: '../levels/user-level.entity#UserLevel',
    Site: '../sites/site.entity#Site',
    SiteWebhook: '../sites/site.entity#SiteWebhook',
    SiteSetting: '../sites/site.entity#SiteSetting',
    AuthPayload: '../auth/auth.service#LoginResult',
  },
});

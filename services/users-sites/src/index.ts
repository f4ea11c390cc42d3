import { readFileSync } from 'node:fs';
import gql from 'graphql-tag';
import { createLogger, openDatabase, startSubgraph, type Logger } from '@pod/service-kit';
import { createEventBus, startOutboxRelay, type EventBus } from '@pod/service-kit/events';
import { AuthService } from './auth/auth.service';
import { LoginFailureEntity } from './auth/login-failure.entity';
import { LoginThrottle, type LoginLimits } from './auth/login-throttle';
import { loadUsersSitesConfig } from './config';
import type { UsersSitesContext, UsersSitesServices } from './context';
import { USERS_SITES_MIGRATIONS } from './database/migrations';
import { seed } from './database/seed';
import { USERS_SITES_SCHEMA } from './events/publish';
import { LevelsService } from './levels/levels.service';
import { UserLevelEntity } from './levels/user-level.entity';
import { createLoaders } from './loaders';
import { Mailer } from './mail/mailer';
import { resolvers } from './resolvers';
import { AppSettingEntity } from './settings/app-setting.entity';
import { AppSettingsService } from './settings/app-settings.service';
import { CredentialsVault } from './sites/credentials';
import { mountStoreRoutes } from './sites/oauth.routes';
import { SiteEntity, SiteSettingEntity, SiteWebhookEntity } from './sites/site.entity';
import { SitesService } from './sites/sites.service';
import { RoleEntity, UserEntity, UserRoleEntity, UserTokenEntity } from './users/user.entity';
import { UsersService } from './users/users.service';

export { loadUsersSitesConfig, USERS_SITES_ENV } from './config';
export type { UsersSitesContext } from './context';

const SCHEMA_URL = new URL('./schema.graphql', import.meta.url);

/** The subgraph SDL, for the gateway's composition and tooling. */
export function createUsersSitesSchemaSdl(): string {
  return readFileSync(SCHEMA_URL, 'utf8');
}

export interface StartUsersSitesOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  port?: number;
  /** Sign-in limits; tests use the defaults. */
  loginLimits?: LoginLimits;
}

/** Starts the users-sites subgraph: migrations, seeds, outbox relay, GraphQL and the OAuth routes. */
export async function startUsersSitesService(options: StartUsersSitesOptions) {
  const config = loadUsersSitesConfig(options.env);
  const logger = options.logger ?? createLogger('users-sites', config.logLevel);
  const db = await openDatabase({
    url: config.databaseUrl,
    schema: USERS_SITES_SCHEMA,
    entities: [UserEntity, RoleEntity, UserRoleEntity, UserTokenEntity, LoginFailureEntity, UserLevelEntity, AppSettingEntity, SiteEntity, SiteSettingEntity, SiteWebhookEntity],
    migrations: USERS_SITES_MIGRATIONS,
    logger,
  });
  const ownBus = !options.bus;
  const bus = options.bus ?? createEventBus({ brokers: config.kafkaBrokers.join(','), clientId: 'users-sites', logger });
  const relay = startOutboxRelay({ dataSource: db, schema: USERS_SITES_SCHEMA, bus, logger });
  const afterCommit = () => void relay.flush();
  const mailer = new Mailer(config.smtpUrl, config.mailFrom, logger);

  const settings = new AppSettingsService(db, mailer);
  const users = new UsersService({ db, logger, settings, appUrl: config.appUrl, afterCommit });
  const services: UsersSitesServices = {
    settings,
    users,
    auth: new AuthService({
      db, logger, users, settings, afterCommit,
      throttle: new LoginThrottle(db, options.loginLimits),
      jwtSecret: config.jwtSecret,
      tokenTtlHours: config.tokenTtlHours,
      appUrl: config.appUrl,
    }),
    levels: new LevelsService(db),
    sites: new SitesService({ db, logger, config, vault: new CredentialsVault(config.credentialsKey), afterCommit }),
  };
  await seed(db, settings, logger, config.seedDemoData);

  const subgraph = await startSubgraph<UsersSitesContext>({
    name: 'users-sites',
    port: options.port ?? config.port,
    typeDefs: gql(createUsersSitesSchemaSdl()),
    resolvers: resolvers as never,
    internalSecret: config.internalSecret,
    logger,
    context: (base) => ({ ...base, services, loaders: createLoaders(db) }),
    ready: async () => {
      await db.query('SELECT 1');
      return bus.ready();
    },
    routes: (app) => mountStoreRoutes(app, { sites: services.sites, config, logger }),
  });

  return {
    name: 'users-sites' as const,
    url: subgraph.url,
    port: subgraph.port,
    /** For tests and tools in this workspace. */
    dataSource: db,
    services,
    async stop() {
      await subgraph.stop();
      await services.auth.drainMail();
      await relay.stop();
      mailer.close();
      if (ownBus) await bus.close();
      await db.destroy();
    },
  };
}

export type RunningUsersSites = Awaited<ReturnType<typeof startUsersSitesService>>;

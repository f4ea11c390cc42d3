import gql from 'graphql-tag';
import type { DataSource } from 'typeorm';
import { readSchemaFiles, runService, type EventBus, type Logger } from '@pod/service-kit';
import { AuthService } from './auth/auth.service';
import { mountSessionRoute } from './auth/sessions';
import { AttemptThrottle, DEFAULT_LOGIN_LIMITS, DEFAULT_RESET_LIMITS, type AttemptLimits } from './auth/attempt-throttle';
import { ThrottledAttemptEntity } from './auth/throttled-attempt.entity';
import { loadUsersSitesConfig, SERVICE_NAME } from './config';
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
import { mountExportFactRoutes } from './export-facts/export-facts.routes';
import { SiteEntity, SiteSettingEntity, SiteWebhookEntity } from './sites/site.entity';
import { SitesService } from './sites/sites.service';
import { RoleEntity, UserEntity, UserRoleEntity, UserTokenEntity } from './users/user.entity';
import { UsersService } from './users/users.service';
import { AvatarFiles } from './users/avatar-files';
import { configureStoreEgress } from '@pod/store-client';

export { loadUsersSitesConfig, SERVICE_NAME, USERS_SITES_ENV } from './config';
export type { UsersSitesContext } from './context';

/** The subgraph SDL (every capability's schema file under src/), for the gateway's composition and tooling. */
export function createUsersSitesSchemaSdl(): string {
  return readSchemaFiles(new URL('.', import.meta.url));
}

export interface StartUsersSitesOptions {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  port?: number;
  /** Sign-in and reset request limits; tests use the defaults. */
  loginLimits?: AttemptLimits;
  resetLimits?: AttemptLimits;
}

/** Starts the users-sites subgraph: migrations, seeds, outbox relay, GraphQL and the OAuth routes. */
export async function startUsersSitesService(options: StartUsersSitesOptions) {
  const config = loadUsersSitesConfig(options.env);
  // store calls of this process reach only public addresses and the configured origins
  configureStoreEgress(config.storeEgress);
  // Built in setup; kept here so tests and tools in this workspace can reach them.
  let exposed: { db: DataSource; services: UsersSitesServices } | undefined;
  const running = await runService<UsersSitesContext>({
    ...options,
    name: SERVICE_NAME,
    schema: USERS_SITES_SCHEMA,
    config,
    entities: [UserEntity, RoleEntity, UserRoleEntity, UserTokenEntity, ThrottledAttemptEntity, UserLevelEntity, AppSettingEntity, SiteEntity, SiteSettingEntity, SiteWebhookEntity],
    migrations: USERS_SITES_MIGRATIONS,
    typeDefs: gql(createUsersSitesSchemaSdl()),
    resolvers,
    async setup({ db, logger, afterCommit }) {
      const mailer = new Mailer(config.smtpUrl, config.mailFrom, logger);
      const settings = new AppSettingsService(db, mailer);
      const avatars = new AvatarFiles({ mediaUrl: config.mediaUrl, publicMediaUrl: config.publicMediaUrl, internalSecret: config.internalSecret });
      const users = new UsersService({ db, logger, settings, appUrl: config.appUrl, avatars, afterCommit });
      const services: UsersSitesServices = {
        settings,
        users,
        auth: new AuthService({
          db, logger, users, settings, afterCommit,
          throttle: new AttemptThrottle(db, 'login_failure', options.loginLimits ?? DEFAULT_LOGIN_LIMITS),
          resetThrottle: new AttemptThrottle(db, 'password_reset', options.resetLimits ?? DEFAULT_RESET_LIMITS),
          jwtSecret: config.jwtSecret,
          tokenTtlHours: config.tokenTtlHours,
          appUrl: config.appUrl,
        }),
        levels: new LevelsService(db),
        sites: new SitesService({ db, logger, config, vault: new CredentialsVault(config.credentialsKey), afterCommit }),
      };
      await seed(db, settings, logger, config.seedDemoData, config.demoStoreUrl);
      exposed = { db, services };
      return {
        context: (base) => ({ ...base, services, loaders: createLoaders(db) }),
        routes: (app) => {
          mountSessionRoute(app, { db, internalSecret: config.internalSecret, logger });
          mountStoreRoutes(app, { sites: services.sites, config, logger });
          mountExportFactRoutes(app, { db, internalSecret: config.internalSecret });
        },
        async stop() {
          await services.auth.drainMail();
          mailer.close();
        },
      };
    },
  });
  return {
    ...running,
    name: SERVICE_NAME,
    /** For tests and tools in this workspace. */
    dataSource: exposed!.db,
    services: exposed!.services,
  };
}

export type RunningUsersSites = Awaited<ReturnType<typeof startUsersSitesService>>;

import { In, type DataSource } from 'typeorm';
import { can } from '@pod/contracts';
import { badInput, forbidden, type UserContext } from '@pod/service-kit';
import { renderTemplate, type Mailer } from '../mail/mailer';
import { AppSettingEntity, type AppSetting } from './app-setting.entity';
import { APP_SETTING_NAMES, DEFAULT_APP_SETTINGS, PUBLIC_APP_SETTINGS, type MailTemplateKey } from './default-settings';

export interface AppSettingValue {
  name: string;
  value: string | null;
}

/** App-wide settings and the mail templates built from them (spec 001 "Account settings and mail templates"). */
export class AppSettingsService {
  constructor(private readonly db: DataSource, private readonly mailer: Mailer) {}

  /** Values of the asked names, in the asked order; non-administrators may read only the public ones. */
  async get(user: UserContext, names: string[]): Promise<AppSettingValue[]> {
    const isAdmin = can(user, 'settings.manage');
    const refused = names.filter((n) => !isAdmin && !PUBLIC_APP_SETTINGS.includes(n));
    if (refused.length) throw forbidden(`You cannot read the setting ${refused[0]}`);
    const stored = await this.values(names);
    return names.map((name) => ({ name, value: stored.get(name) ?? DEFAULT_APP_SETTINGS[name] ?? null }));
  }

  /** Saves several settings at once; subjects and messages of mail templates are required. */
  async save(input: ReadonlyArray<{ name: string; value?: string | null }>): Promise<AppSettingValue[]> {
    for (const { name, value } of input) {
      if (!APP_SETTING_NAMES.includes(name)) throw badInput(`Unknown setting: ${name}`, name);
      const empty = !value || !value.replace(/<[^>]*>/g, '').trim();
      if (name.endsWith('_subject') && empty) throw badInput('Please enter subject', name);
      if (name.endsWith('_message') && empty) throw badInput('Please enter message', name);
    }
    await this.db.transaction(async (manager) => {
      await manager.getRepository(AppSettingEntity).upsert(input.map(({ name, value }) => ({ name, value: value ?? null, updated_at: new Date() })), ['name']);
    });
    return input.map(({ name, value }) => ({ name, value: value ?? null }));
  }

  /** Seeds defaults for settings that were never saved (first start, or a key added later). */
  async seedDefaults(): Promise<void> {
    await this.db.query(
      `INSERT INTO "users_sites"."app_settings" ("name", "value") SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT ("name") DO NOTHING`,
      [APP_SETTING_NAMES, APP_SETTING_NAMES.map((n) => DEFAULT_APP_SETTINGS[n])],
    );
  }

  /** Renders the `<key>_subject` / `<key>_message` template with `values` and sends it. */
  async sendTemplate(key: MailTemplateKey, to: string, values: Record<string, string | null | undefined>): Promise<void> {
    const stored = await this.values([`${key}_subject`, `${key}_message`]);
    const subject = stored.get(`${key}_subject`) || DEFAULT_APP_SETTINGS[`${key}_subject`];
    const message = stored.get(`${key}_message`) || DEFAULT_APP_SETTINGS[`${key}_message`];
    await this.mailer.send({ to, subject: renderTemplate(subject, values, false), html: renderTemplate(message, values) });
  }

  private async values(names: string[]): Promise<Map<string, string | null>> {
    const rows: AppSetting[] = names.length ? await this.db.getRepository(AppSettingEntity).findBy({ name: In(names) }) : [];
    return new Map(rows.map((r) => [r.name, r.value]));
  }
}

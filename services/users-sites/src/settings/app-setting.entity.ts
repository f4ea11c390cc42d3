import { EntitySchema } from 'typeorm';

/** An app-wide setting such as a mail template (spec 001 §3 AppSetting). */
export interface AppSetting {
  name: string;
  value: string | null;
  updated_at: Date;
}

export const AppSettingEntity = new EntitySchema<AppSetting>({
  name: 'AppSetting',
  tableName: 'app_settings',
  columns: {
    name: { type: 'text', primary: true },
    value: { type: 'text', nullable: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

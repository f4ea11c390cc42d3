import { EntitySchema } from 'typeorm';

/**
 * A site's Auto Accept Design setting (spec 001 `auto_accept_design`) as orders last heard it
 * from `users-sites.site.updated`. No row = off, the spec's default.
 */
export interface SiteDesignSetting {
  site_id: string;
  auto_accept_design: boolean;
  updated_at: Date;
}

export const SiteDesignSettingEntity = new EntitySchema<SiteDesignSetting>({
  name: 'SiteDesignSetting',
  tableName: 'site_design_settings',
  columns: {
    site_id: { type: 'uuid', primary: true },
    auto_accept_design: { type: 'boolean', default: false },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

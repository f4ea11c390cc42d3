import { graphql } from '@pod/platform';

/** One setting as read and as saved. */
export const APP_SETTING_FIELDS = graphql(`
  fragment AppSettingFields on AppSetting @_unmask {
    name
    value
  }
`);

export const GET_APP_SETTINGS_QUERY = graphql(`
  query AdminAppSettings($input: [String!]!) {
    getAppSettings(input: $input) {
      ...AppSettingFields
    }
  }
`, [APP_SETTING_FIELDS]);

export const SAVE_APP_SETTINGS_MUTATION = graphql(`
  mutation SaveAppSettings($input: [AppSettingInput!]!) {
    saveAppSettings(input: $input) {
      ...AppSettingFields
    }
  }
`, [APP_SETTING_FIELDS]);


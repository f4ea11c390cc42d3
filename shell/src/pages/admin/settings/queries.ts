import { graphql, type ResultOf } from '@pod/platform';

export const GET_APP_SETTINGS_QUERY = graphql(`
  query AdminAppSettings($input: [String!]!) {
    getAppSettings(input: $input) {
      name
      value
    }
  }
`);

export const SAVE_APP_SETTINGS_MUTATION = graphql(`
  mutation SaveAppSettings($input: [AppSettingInput!]!) {
    saveAppSettings(input: $input) {
      name
      value
    }
  }
`);

export interface AppSettingRow {
  name: string;
  value: string | null;
}

import { gql } from 'urql';

export const GET_APP_SETTINGS_QUERY = gql`
  query AdminAppSettings($input: [String!]!) {
    getAppSettings(input: $input) {
      name
      value
    }
  }
`;

export const SAVE_APP_SETTINGS_MUTATION = gql`
  mutation SaveAppSettings($input: [AppSettingInput!]!) {
    saveAppSettings(input: $input) {
      name
      value
    }
  }
`;

export interface AppSettingRow {
  name: string;
  value: string | null;
}

/** One mail template: a setting key prefix with its _subject and _message (spec 001 §3 AppSetting). */
export interface MailTemplateDef {
  key: string;
  label: string;
  /** `{{name}}` values the users-sites mailer fills in */
  placeholders: string[];
}

const ACCOUNT_PLACEHOLDERS = ['first_name', 'last_name', 'email', 'link', 'app_url'];
const DEPOSIT_PLACEHOLDERS = ['first_name', 'last_name', 'email', 'amount', 'note', 'link', 'app_url'];

export interface SettingsTabDef {
  /** the ?key= value of /admin/settings */
  key: 'account' | 'emails';
  label: string;
  templates: MailTemplateDef[];
}

export const SETTINGS_TABS: SettingsTabDef[] = [
  {
    key: 'account',
    label: 'Account Settings',
    templates: [
      { key: 'welcome_email', label: 'Welcome', placeholders: ACCOUNT_PLACEHOLDERS },
      { key: 'password_recovery', label: 'Password', placeholders: ACCOUNT_PLACEHOLDERS },
      { key: 'email_change', label: 'E-mail change', placeholders: ACCOUNT_PLACEHOLDERS },
    ],
  },
  {
    key: 'emails',
    label: 'Mail Templates',
    templates: [
      { key: 'new_deposit', label: 'New Deposit', placeholders: DEPOSIT_PLACEHOLDERS },
      { key: 'deposit_approve', label: 'Approve Deposit', placeholders: DEPOSIT_PLACEHOLDERS },
      { key: 'deposit_reject', label: 'Reject Deposit', placeholders: DEPOSIT_PLACEHOLDERS },
    ],
  },
];

export const subjectKey = (template: MailTemplateDef) => `${template.key}_subject`;
export const messageKey = (template: MailTemplateDef) => `${template.key}_message`;

/** Every setting name the page reads. */
export const ALL_SETTING_KEYS = SETTINGS_TABS.flatMap((tab) => tab.templates.flatMap((t) => [subjectKey(t), messageKey(t)]));

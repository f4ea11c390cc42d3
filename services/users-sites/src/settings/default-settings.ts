/**
 * App settings (spec 001 §3 AppSetting) with the defaults seeded on first start. Mail
 * templates are HTML with `{{placeholder}}` values: first_name, last_name, email, link,
 * app_url, and for deposits amount and note.
 */
export const MAIL_TEMPLATE_KEYS = ['welcome_email', 'password_recovery', 'email_change', 'new_deposit', 'deposit_approve', 'deposit_reject'] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

/** Settings that any signed-in user may read (the seller alert on the orders page). */
export const PUBLIC_APP_SETTINGS = ['seller_message'];

export const DEFAULT_APP_SETTINGS: Record<string, string> = {
  welcome_email_subject: 'Welcome to POD Back Office, {{first_name}}',
  welcome_email_message:
    '<p>Hi {{first_name}},</p>' +
    '<p>An account has been created for you on POD Back Office with the email {{email}}.</p>' +
    '<p>Please verify your email address to activate it:</p>' +
    '<p><a href="{{link}}">{{link}}</a></p>' +
    '<p>Thanks,<br>The POD team</p>',
  password_recovery_subject: 'Reset your POD Back Office password',
  password_recovery_message:
    '<p>Hi {{first_name}},</p>' +
    '<p>We received a request to reset your password. Open this link to choose a new one:</p>' +
    '<p><a href="{{link}}">{{link}}</a></p>' +
    '<p>The link works once and expires in 30 minutes. If you did not ask for it, you can ignore this email.</p>',
  email_change_subject: 'Confirm your new POD Back Office e-mail address',
  email_change_message:
    '<p>Hi {{first_name}},</p>' +
    '<p>Open this link to make {{email}} the e-mail address of your POD Back Office account:</p>' +
    '<p><a href="{{link}}">{{link}}</a></p>' +
    '<p>The link works once and expires in 24 hours. If you did not ask for it, you can ignore this email.</p>',
  new_deposit_subject: 'New deposit from {{first_name}} {{last_name}}',
  new_deposit_message: '<p>{{first_name}} {{last_name}} ({{email}}) made a deposit of {{amount}}.</p><p>Review it in the back office: <a href="{{link}}">{{link}}</a></p>',
  deposit_approve_subject: 'Your deposit has been approved',
  deposit_approve_message: '<p>Hi {{first_name}},</p><p>Your deposit of {{amount}} has been approved and added to your balance.</p>',
  deposit_reject_subject: 'Your deposit has been rejected',
  deposit_reject_message: '<p>Hi {{first_name}},</p><p>Your deposit of {{amount}} has been rejected.</p><p>{{note}}</p>',
  seller_message: '',
};

export const APP_SETTING_NAMES = Object.keys(DEFAULT_APP_SETTINGS);

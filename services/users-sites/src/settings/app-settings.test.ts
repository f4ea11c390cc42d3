import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../testing/mail-catcher';
import { as, startTestService, type TestService } from '../testing/test-service';

const GET = `query ($names: [String!]!) { getAppSettings(input: $names) { name value } }`;
const SAVE = `mutation ($input: [AppSettingInput!]!) { saveAppSettings(input: $input) { name value } }`;

let t: TestService;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await startTestService({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t?.stop();
  await mail?.stop();
});

describe('app settings', () => {
  it('seeds default mail templates with placeholders', async () => {
    const res = (await t.call(GET, { names: ['welcome_email_subject', 'welcome_email_message', 'password_recovery_message', 'deposit_reject_subject'] }, as.admin)).data.getAppSettings;
    expect(res.map((s: { name: string }) => s.name)).toEqual(['welcome_email_subject', 'welcome_email_message', 'password_recovery_message', 'deposit_reject_subject']);
    expect(res[0].value).toContain('{{first_name}}');
    expect(res[1].value).toContain('{{link}}');
    expect(res[2].value).toContain('{{link}}');
    expect(res[3].value).toBeTruthy();
  });

  it('requires subject and message, and knows its keys', async () => {
    expect((await t.call(SAVE, { input: [{ name: 'welcome_email_subject', value: '  ' }] }, as.admin)).errors?.[0]).toMatchObject({ message: 'Please enter subject', extensions: { code: 'BAD_USER_INPUT', field: 'welcome_email_subject' } });
    expect((await t.call(SAVE, { input: [{ name: 'deposit_approve_message', value: '<p><br></p>' }] }, as.admin)).errors?.[0]).toMatchObject({ message: 'Please enter message', extensions: { field: 'deposit_approve_message' } });
    expect((await t.call(SAVE, { input: [{ name: 'smtp_password', value: 'x' }] }, as.admin)).errors?.[0].message).toBe('Unknown setting: smtp_password');
  });

  it('saves templates that the next mail uses, and the seller message that every user may read', async () => {
    const saved = await t.call(SAVE, { input: [
      { name: 'password_recovery_subject', value: 'Reset for {{first_name}} & co' },
      { name: 'password_recovery_message', value: '<p>Go to <a href="{{link}}">{{link}}</a></p>' },
      { name: 'seller_message', value: '<b>Holiday shipping delays</b>' },
    ] }, as.admin);
    expect(saved.errors).toBeUndefined();
    await t.call(`mutation { resetPassword(email: "seller@pod.local") }`);
    const received = await mail.next('seller@pod.local', /Reset for Sam & co/);
    expect(received.html).toMatch(/Go to <a href="http:\/\/app\.test\/forgot-password\?token=/);

    expect((await t.call(GET, { names: ['seller_message'] }, as.seller)).data.getAppSettings).toEqual([{ name: 'seller_message', value: '<b>Holiday shipping delays</b>' }]);
    expect((await t.call(GET, { names: ['welcome_email_message'] }, as.seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.call(SAVE, { input: [{ name: 'seller_message', value: 'x' }] }, as.seller)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.call(GET, { names: ['seller_message'] })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

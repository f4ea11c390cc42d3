import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@pod/service-kit';
import { startMailbox, type Mailbox } from './mailbox';

const logger = createLogger('mailbox-test', 'silent');
let dataDir: string;
let mailbox: Mailbox;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pod-mailbox-'));
  mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir, logger });
});
afterAll(async () => {
  await mailbox.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function send(to: string, subject: string, html: string) {
  const transport = nodemailer.createTransport(mailbox.smtpUrl);
  await transport.sendMail({ from: 'POD <no-reply@pod.local>', to, subject, html, text: html.replace(/<[^>]+>/g, '') });
  transport.close();
}

describe('mailbox', () => {
  it('receives mail over SMTP and serves it as JSON, newest first', async () => {
    await send('seller@pod.local', 'Password recovery', '<p>Reset: <a href="http://localhost:3000/reset-password?token=abc">link</a></p>');
    await send('admin@pod.local', 'Welcome', '<p>Hello</p>');
    const list = (await (await fetch(`${mailbox.httpUrl}/api/messages`)).json()) as Array<{ subject: string }>;
    expect(list.map((m) => m.subject)).toEqual(['Welcome', 'Password recovery']);
    expect(list[1]).toMatchObject({ to: 'seller@pod.local', text: expect.stringContaining('Reset'), html: expect.stringContaining('token=abc') });
    expect(list[1]).toHaveProperty('id');
    expect(list[1]).toHaveProperty('date');
  });

  it('finds the latest message to an address, 404 when there is none', async () => {
    await send('seller@pod.local', 'Password recovery again', '<p>second</p>');
    const latest = await (await fetch(`${mailbox.httpUrl}/api/messages/latest?to=${encodeURIComponent('Seller@pod.local')}`)).json();
    expect(latest).toMatchObject({ subject: 'Password recovery again' });
    expect((await fetch(`${mailbox.httpUrl}/api/messages/latest?to=nobody@pod.local`)).status).toBe(404);
  });

  it('lists messages as HTML with links and keeps .eml files that survive a restart', async () => {
    const page = await (await fetch(`${mailbox.httpUrl}/`)).text();
    const link = /href="(\/messages\/[^"]+)"/.exec(page)?.[1];
    expect(link).toBeDefined();
    expect(await (await fetch(`${mailbox.httpUrl}${link}`)).text()).toContain('Password recovery again');
    expect((await readdir(dataDir)).filter((f) => f.endsWith('.eml'))).toHaveLength(3);

    await mailbox.stop();
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir, logger });
    expect(mailbox.messages().map((m) => m.subject).sort()).toEqual(['Password recovery', 'Password recovery again', 'Welcome']);
  });
});

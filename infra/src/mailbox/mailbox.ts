import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '@pod/service-kit';

/** A received mail as the HTTP API returns it. */
export interface MailboxMessage {
  id: string;
  /** Recipients, comma-separated (the envelope's RCPT TO when the headers have none). */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

export interface Mailbox {
  smtpUrl: string;
  httpUrl: string;
  messages(): MailboxMessage[];
  stop(): Promise<void>;
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean).join(', ');
}

async function parseMail(id: string, raw: Buffer, envelopeTo: string[] = []): Promise<MailboxMessage> {
  const mail = await simpleParser(raw);
  return {
    id,
    to: addresses(mail.to) || envelopeTo.join(', '),
    from: addresses(mail.from),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    date: (mail.date ?? new Date()).toISOString(),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The embedded default's mail catcher: an SMTP server that accepts everything (no TLS, any
 * credentials) and keeps each mail in memory and as `<dataDir>/<time>-<id>.eml`, reloaded on
 * start, plus a small HTTP view. e2e tests read password-reset links from
 * `/api/messages/latest?to=…`.
 */
export async function startMailbox(options: {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  /** Where .eml files go; null keeps mails in memory only. */
  dataDir: string | null;
  logger: Logger;
}): Promise<Mailbox> {
  const host = options.host ?? '127.0.0.1';
  const { logger } = options;
  const messages: MailboxMessage[] = [];

  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    for (const file of (await readdir(options.dataDir)).filter((f) => f.endsWith('.eml')).sort()) {
      const id = file.replace(/\.eml$/, '').replace(/^\d+-/, '');
      messages.push(await parseMail(id, await readFile(join(options.dataDir, file))).catch(() => ({ id, to: '', from: '', subject: '(unreadable)', text: '', html: '', date: new Date(0).toISOString() })));
    }
  }

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const id = randomUUID();
          const message = await parseMail(id, raw, session.envelope.rcptTo.map((r) => r.address));
          if (options.dataDir) await writeFile(join(options.dataDir, `${Date.now()}-${id}.eml`), raw);
          messages.push(message);
          logger.info({ to: message.to, subject: message.subject }, 'mail received');
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 1025, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const app = express();
  app.get('/api/messages', (_req, res) => {
    res.json([...messages].reverse());
  });
  app.get('/api/messages/latest', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.toLowerCase() : null;
    const found = [...messages].reverse().find((m) => !to || m.to.toLowerCase().split(/,\s*/).includes(to));
    if (!found) res.status(404).json({ error: 'no message' });
    else res.json(found);
  });
  app.get('/api/messages/:id', (req, res) => {
    const found = messages.find((m) => m.id === req.params.id);
    if (!found) res.status(404).json({ error: 'no message' });
    else res.json(found);
  });
  app.delete('/api/messages', (_req, res) => {
    messages.length = 0;
    res.status(204).end();
  });
  app.get('/messages/:id', (req, res) => {
    const found = messages.find((m) => m.id === req.params.id);
    if (!found) {
      res.status(404).send('No such message');
      return;
    }
    // The mail's own HTML is shown sandboxed so its scripts cannot touch this page.
    const body = found.html
      ? `<iframe sandbox style="width:100%;height:70vh;border:1px solid #ddd" srcdoc="${escapeHtml(found.html)}"></iframe>`
      : `<pre>${escapeHtml(found.text)}</pre>`;
    res.type('html').send(`<!doctype html><meta charset="utf-8"><title>${escapeHtml(found.subject)}</title>
<p><a href="/">← all messages</a></p><h1>${escapeHtml(found.subject)}</h1>
<p>To: ${escapeHtml(found.to)}<br>From: ${escapeHtml(found.from)}<br>Date: ${escapeHtml(found.date)}</p>${body}`);
  });
  app.get('/', (_req, res) => {
    const rows = [...messages]
      .reverse()
      .map((m) => `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to)}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`)
      .join('');
    res.type('html').send(`<!doctype html><meta charset="utf-8"><title>Mailbox</title>
<style>body{font-family:sans-serif;margin:2em}td,th{padding:4px 12px;text-align:left;border-bottom:1px solid #eee}</style>
<h1>Local mailbox</h1><p>${messages.length} message(s). SMTP on ${host}:${smtpPort}.</p>
<table><tr><th>Date</th><th>To</th><th>Subject</th></tr>${rows || '<tr><td colspan="3">No mail yet</td></tr>'}</table>`);
  });
  const httpServer = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.httpPort ?? 8025, host, () => resolve());
  });
  const httpPort = (httpServer.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    httpUrl: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${httpPort}`,
    messages: () => [...messages],
    async stop() {
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

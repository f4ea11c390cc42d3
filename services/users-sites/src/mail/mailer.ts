import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@pod/service-kit';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
}

/** Sends mail over SMTP (SMTP_URL); templates arrive already rendered. */
export class Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string, private readonly logger: Logger) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, html: mail.html, text: htmlToText(mail.html) });
    this.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
  }

  close(): void {
    this.transport.close();
  }
}

/** A plain-text part for clients that do not show HTML; links stay readable. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_m, href: string, label: string) => (label === href ? href : `${label} (${href})`))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Fills `{{name}}` placeholders. Values are HTML-escaped for message bodies (templates are
 * HTML) and kept as they are for subjects. Unknown placeholders are left as written.
 */
export function renderTemplate(template: string, values: Record<string, string | number | null | undefined>, html = true): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value == null) return whole;
    return html ? String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]) : String(value);
  });
}

import { PORTS } from './ports';
/** Reads the embedded default's local mailbox (infra/src/mailbox) over its HTTP API. */
export const MAILBOX_URL = `http://localhost:${PORTS['mailbox-http']}`;

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

export async function latestMailTo(address: string): Promise<MailboxMessage | null> {
  const res = await fetch(`${MAILBOX_URL}/api/messages/latest?to=${encodeURIComponent(address)}`);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as MailboxMessage;
}

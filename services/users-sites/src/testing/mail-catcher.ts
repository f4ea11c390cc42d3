import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './test-service';

/** A real SMTP server on a random port that keeps what it receives, for mail assertions. */
export async function startMailCatcher() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `to` (after `skip` earlier ones) whose subject matches. */
    async next(to: string, subject: RegExp, skip = 0): Promise<ParsedMail> {
      return waitFor(() => received.filter((m) => m.to && JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? ''))[skip]);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token at the end of a link in the mail, e.g. …/forgot-password?token=X or …/verify/X. */
export function linkToken(mail: ParsedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text ?? '');
  if (!match) throw new Error(`no link matching ${pattern} in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

import { GraphQLError } from 'graphql';
import type { DataSource } from 'typeorm';

/** What is counted: failed sign-ins, or password reset requests (each one may send a mail). */
export type AttemptKind = 'login_failure' | 'password_reset';

export interface AttemptLimits {
  windowMinutes: number;
  /** Attempts allowed per account (email) within the window, from any address; omitted: no such limit. */
  perAccount?: number;
  /** Attempts allowed per account from one client address within the window; omitted: no such limit. */
  perAccountAndAddress?: number;
  /** Attempts allowed per client address within the window, across accounts. */
  perAddress: number;
}

/**
 * Sign-in failures count per account *and* address (issue 21 item 7a): five wrong passwords
 * from one address stop that address guessing that account, while its owner elsewhere still
 * signs in; a looser per-address limit stops one address guessing across accounts. No
 * per-account limit: it is what let anyone lock a person out by failing on purpose.
 */
export const DEFAULT_LOGIN_LIMITS: AttemptLimits = { windowMinutes: 15, perAccountAndAddress: 5, perAddress: 20 };
/** A person who lost the mail asks again once or twice; more is someone filling an inbox. */
export const DEFAULT_RESET_LIMITS: AttemptLimits = { windowMinutes: 15, perAccount: 3, perAddress: 10 };

type Scope = Partial<Record<'email' | 'client_ip', string>>;

/**
 * A rate limit kept in the database (table `throttled_attempts`), so it holds across restarts
 * and replicas: attempts of one kind in a sliding window, per account, per account and client
 * address, and per client address, as the limits say.
 */
export class AttemptThrottle {
  constructor(
    private readonly db: DataSource,
    private readonly kind: AttemptKind,
    private readonly limits: AttemptLimits,
  ) {}

  /** 0 when under every limit, else the seconds until the attempt that keeps one at its limit leaves the window. */
  async secondsToWait(email: string, clientIp: string): Promise<number> {
    const { perAccount, perAccountAndAddress, perAddress } = this.limits;
    return Math.max(
      perAccount === undefined ? 0 : await this.secondsUntilBelowLimit({ email }, perAccount),
      perAccountAndAddress === undefined ? 0 : await this.secondsUntilBelowLimit({ email, client_ip: clientIp }, perAccountAndAddress),
      await this.secondsUntilBelowLimit({ client_ip: clientIp }, perAddress),
    );
  }

  async record(email: string, clientIp: string): Promise<void> {
    await this.db.query(`INSERT INTO "users_sites"."throttled_attempts" ("kind", "email", "client_ip") VALUES ($1, $2, $3)`, [this.kind, email, clientIp]);
    // Keep the table small: rows older than the window no longer count for anything.
    await this.db.query(`DELETE FROM "users_sites"."throttled_attempts" WHERE "kind" = $1 AND "created_at" < now() - make_interval(mins => $2)`, [
      this.kind,
      this.limits.windowMinutes * 4,
    ]);
  }

  /** Forgets the account's attempts from every address (a password reset proved the mailbox). */
  async clearAccount(email: string): Promise<void> {
    await this.db.query(`DELETE FROM "users_sites"."throttled_attempts" WHERE "kind" = $1 AND "email" = $2`, [this.kind, email]);
  }

  /**
   * Forgets the account's attempts from this address only (a sign-in succeeded there); an
   * attacker's failures elsewhere keep counting, so the owner signing in does not reset them.
   */
  async clearAccountAtAddress(email: string, clientIp: string): Promise<void> {
    await this.db.query(`DELETE FROM "users_sites"."throttled_attempts" WHERE "kind" = $1 AND "email" = $2 AND "client_ip" = $3`, [this.kind, email, clientIp]);
  }

  private async secondsUntilBelowLimit(scope: Scope, limit: number): Promise<number> {
    const columns = Object.keys(scope) as Array<keyof Scope>;
    // column names come from the Scope type, never from input; values are parameters
    const where = columns.map((column, i) => `"${column}" = $${i + 4}`).join(' AND ');
    const rows: Array<{ wait: string | number }> = await this.db.query(
      `SELECT CEIL(EXTRACT(EPOCH FROM ("created_at" + make_interval(mins => $2) - now()))) AS wait
         FROM "users_sites"."throttled_attempts"
        WHERE "kind" = $1 AND ${where} AND "created_at" > now() - make_interval(mins => $2)
        ORDER BY "created_at" DESC
        OFFSET $3 LIMIT 1`,
      [this.kind, this.limits.windowMinutes, limit - 1, ...columns.map((column) => scope[column])],
    );
    return rows.length ? Math.max(1, Number(rows[0].wait)) : 0;
  }
}

export function tooManyAttempts(retryAfterSeconds: number): GraphQLError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new GraphQLError(
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { extensions: { code: 'FORBIDDEN', retryAfter: retryAfterSeconds } },
  );
}

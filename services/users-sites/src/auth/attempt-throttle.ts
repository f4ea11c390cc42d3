import { GraphQLError } from 'graphql';
import type { DataSource } from 'typeorm';

/** What is counted: failed sign-ins, or password reset requests (each one may send a mail). */
export type AttemptKind = 'login_failure' | 'password_reset';

export interface AttemptLimits {
  windowMinutes: number;
  /** Attempts allowed per account (email) within the window. */
  perAccount: number;
  /** Attempts allowed per client address within the window, across accounts. */
  perAddress: number;
}

export const DEFAULT_LOGIN_LIMITS: AttemptLimits = { windowMinutes: 15, perAccount: 5, perAddress: 20 };
/** A person who lost the mail asks again once or twice; more is someone filling an inbox. */
export const DEFAULT_RESET_LIMITS: AttemptLimits = { windowMinutes: 15, perAccount: 3, perAddress: 10 };

/**
 * A rate limit kept in the database (table `throttled_attempts`), so it holds across restarts
 * and replicas: attempts of one kind in a sliding window, per account and per client address.
 */
export class AttemptThrottle {
  constructor(
    private readonly db: DataSource,
    private readonly kind: AttemptKind,
    private readonly limits: AttemptLimits,
  ) {}

  /** 0 when under both limits, else the seconds until the attempt that keeps one at its limit leaves the window. */
  async secondsToWait(email: string, clientIp: string): Promise<number> {
    return Math.max(
      await this.secondsUntilBelowLimit('email', email, this.limits.perAccount),
      await this.secondsUntilBelowLimit('client_ip', clientIp, this.limits.perAddress),
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

  async clearAccount(email: string): Promise<void> {
    await this.db.query(`DELETE FROM "users_sites"."throttled_attempts" WHERE "kind" = $1 AND "email" = $2`, [this.kind, email]);
  }

  private async secondsUntilBelowLimit(column: 'email' | 'client_ip', value: string, limit: number): Promise<number> {
    const rows: Array<{ wait: string | number }> = await this.db.query(
      `SELECT CEIL(EXTRACT(EPOCH FROM ("created_at" + make_interval(mins => $3) - now()))) AS wait
         FROM "users_sites"."throttled_attempts"
        WHERE "kind" = $1 AND "${column}" = $2 AND "created_at" > now() - make_interval(mins => $3)
        ORDER BY "created_at" DESC
        OFFSET $4 LIMIT 1`,
      [this.kind, value, this.limits.windowMinutes, limit - 1],
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

import { GraphQLError } from 'graphql';
import type { DataSource } from 'typeorm';

export interface LoginLimits {
  windowMinutes: number;
  /** Failures allowed per account (email) within the window. */
  perAccount: number;
  /** Failures allowed per client address within the window, across accounts. */
  perAddress: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowMinutes: 15, perAccount: 5, perAddress: 20 };

/**
 * Sign-in rate limit kept in the database, so it holds across restarts and replicas. Counts
 * failures in a sliding window per account and per address; a success clears the account's
 * failures (not the address's, so one valid account cannot be used to reset a guessing run).
 */
export class LoginThrottle {
  constructor(private readonly db: DataSource, private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {}

  /** Throws FORBIDDEN with `extensions.retryAfter` (seconds) when either limit is reached. */
  async assertAllowed(email: string, clientIp: string): Promise<void> {
    const wait = Math.max(
      await this.secondsUntilBelowLimit('email', email, this.limits.perAccount),
      await this.secondsUntilBelowLimit('client_ip', clientIp, this.limits.perAddress),
    );
    if (wait > 0) throw tooManyAttempts(wait);
  }

  async recordFailure(email: string, clientIp: string): Promise<void> {
    await this.db.query(`INSERT INTO "users_sites"."login_failures" ("email", "client_ip") VALUES ($1, $2)`, [email, clientIp]);
    // Keep the table small: rows older than the window no longer count for anything.
    await this.db.query(`DELETE FROM "users_sites"."login_failures" WHERE "created_at" < now() - make_interval(mins => $1)`, [this.limits.windowMinutes * 4]);
  }

  async clearAccount(email: string): Promise<void> {
    await this.db.query(`DELETE FROM "users_sites"."login_failures" WHERE "email" = $1`, [email]);
  }

  /** 0 when under the limit, else seconds until the oldest failure that keeps it at the limit expires. */
  private async secondsUntilBelowLimit(column: 'email' | 'client_ip', value: string, limit: number): Promise<number> {
    const rows: Array<{ wait: string | number }> = await this.db.query(
      `SELECT CEIL(EXTRACT(EPOCH FROM ("created_at" + make_interval(mins => $2) - now()))) AS wait
         FROM "users_sites"."login_failures"
        WHERE "${column}" = $1 AND "created_at" > now() - make_interval(mins => $2)
        ORDER BY "created_at" DESC
        OFFSET $3 LIMIT 1`,
      [value, this.limits.windowMinutes, limit - 1],
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

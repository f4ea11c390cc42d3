import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { UserTokenEntity, type UserTokenPurpose } from '../users/user.entity';

/** How long an emailed link works. */
export const TOKEN_LIFETIME_MS: Record<UserTokenPurpose, number> = {
  password_reset: 30 * 60_000,
  activation: 7 * 24 * 3600_000,
  email_change: 24 * 3600_000,
};

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Issues a single-use token for an emailed link. Earlier unused tokens of the same purpose
 * are spent, so only the newest link works. Returns the plain token (only the hash is stored).
 */
export async function issueOneTimeToken(manager: EntityManager, userId: string, purpose: UserTokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await manager
    .createQueryBuilder()
    .update(UserTokenEntity)
    .set({ used_at: now })
    .where('user_id = :userId AND purpose = :purpose AND used_at IS NULL', { userId, purpose })
    .execute();
  await manager.getRepository(UserTokenEntity).insert({
    user_id: userId,
    purpose,
    token_hash: sha256(token),
    expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Spends a token atomically (one UPDATE … RETURNING, so two concurrent uses cannot both win)
 * and returns its user id, or null when it is unknown, expired or already used.
 */
export async function consumeOneTimeToken(manager: EntityManager, token: string, purpose: UserTokenPurpose): Promise<string | null> {
  if (!token) return null;
  const rows: Array<{ user_id: string }> = await manager.query(
    `UPDATE "users_sites"."user_tokens" SET "used_at" = now()
      WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()
      RETURNING "user_id"`,
    [sha256(token), purpose],
  );
  // pg returns [rows, count] for UPDATE … RETURNING through TypeORM's query().
  const list = Array.isArray(rows[0]) ? (rows[0] as unknown as Array<{ user_id: string }>) : rows;
  return list[0]?.user_id ?? null;
}

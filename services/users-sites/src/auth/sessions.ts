import type { Express, Request, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { UserSessionState } from '@pod/contracts';
import { routeAnswer } from '@pod/service-kit/internal-client';
import { USERS_SITES_ROUTES } from '@pod/users-sites-client';
import { isUuid, verifyUserContext, type Logger } from '@pod/service-kit';

/**
 * Ends every session issued so far: tokens carry the version they were issued under and the
 * gateway refuses any other. Called in the transaction of the change (password, block, delete).
 */
export async function endSessions(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`UPDATE "users_sites"."users" SET "session_version" = "session_version" + 1 WHERE "id" = $1`, [userId]);
}

/** The user's current access (roles, blocked, session version); null when unknown or deleted. */
export async function sessionStateOf(db: DataSource, userId: string): Promise<UserSessionState | null> {
  const rows: Array<{ id: string; email: string; is_supper_admin: boolean; status: boolean; session_version: number; roles: string[] }> = await db.query(
    `SELECT u.id, u.email, u.is_supper_admin, u.status, u.session_version,
            COALESCE(array_agg(r.name ORDER BY r.name) FILTER (WHERE r.name IS NOT NULL), '{}') AS roles
       FROM "users_sites"."users" u
       LEFT JOIN "users_sites"."user_roles" ur ON ur.user_id = u.id
       LEFT JOIN "users_sites"."roles" r ON r.id = ur.role_id
      WHERE u.id = $1 AND u.deleted_at IS NULL
      GROUP BY u.id`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    roles: row.roles,
    isSuperAdmin: row.is_supper_admin,
    active: row.status,
    sessionVersion: Number(row.session_version),
  };
}

/** The gateway asks here, with its signed headers, before it trusts a token (it does not proxy /internal). */
export function mountSessionRoute(app: Express, deps: { db: DataSource; internalSecret: string; logger: Logger }): void {
  app.get(USERS_SITES_ROUTES.userSession.path, async (req: Request, res: Response) => {
    const verified = verifyUserContext(req.headers, deps.internalSecret);
    if (!verified.ok) {
      res.status(401).json({ error: verified.reason });
      return;
    }
    const id = String(req.params.id);
    try {
      const state = isUuid(id) ? await sessionStateOf(deps.db, id.toLowerCase()) : null;
      if (!state) {
        res.status(404).json({ error: 'User not found' });
        return;
      }
      res.json(routeAnswer(USERS_SITES_ROUTES.userSession, state));
    } catch (err) {
      deps.logger.error({ err, userId: id }, 'session state lookup failed');
      res.status(500).json({ error: 'Session state could not be read' });
    }
  });
}

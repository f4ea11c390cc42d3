import type { DataSource } from 'typeorm';
import { can } from '@pod/contracts';
import { badInput, forbidden, type Logger, type UserContext } from '@pod/service-kit';
import { publishUserUpdated } from '../events/publish';
import type { AppSettingsService } from '../settings/app-settings.service';
import { UserEntity, type User } from '../users/user.entity';
import { assertPasswordStrength, isEmail, normaliseEmail, text } from '../users/user-validation';
import type { UsersService } from '../users/users.service';
import { issueAccessToken } from './jwt';
import { tooManyAttempts, type AttemptThrottle } from './attempt-throttle';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { endSessions } from './sessions';

/** Spec 000 §8. Also answered for unknown emails, so the message does not reveal which accounts exist. */
export const WRONG_PASSWORD_MESSAGE = 'The password you provided is incorrect.';
/** Spec 000 §8: the answer to every reset request, whether or not the email has an account. */
export const RESET_SENT_MESSAGE = 'Further instructions have been sent to your email address.';
export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact an administrator.';
export const NOT_ACTIVATED_MESSAGE = 'Your account has not been activated yet. Please use the activation link in your welcome email.';
export const RESET_TOKEN_INVALID_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';
export const ACTIVATION_TOKEN_INVALID_MESSAGE = 'This activation link is invalid or has expired.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is incorrect';

export interface AuthServiceDeps {
  db: DataSource;
  logger: Logger;
  users: UsersService;
  settings: AppSettingsService;
  /** Failed sign-ins. */
  throttle: AttemptThrottle;
  /** Reset requests (each may send a mail). */
  resetThrottle: AttemptThrottle;
  jwtSecret: string;
  tokenTtlHours: number;
  appUrl: string;
  afterCommit: () => void;
}

export interface LoginResult {
  token: string;
  expired_at: string;
  user: User;
}

/** Sign-in, password reset, activation and password change. */
export class AuthService {
  /** Reset mails go out after the answer (equal timing for known and unknown emails); tracked so shutdown waits. */
  private readonly pendingMail = new Set<Promise<void>>();

  constructor(private readonly deps: AuthServiceDeps) {}

  async login(emailInput: string, password: string, clientIp: string): Promise<LoginResult> {
    const raw = emailInput?.trim() ?? '';
    if (!raw) throw badInput('Email is required', 'email');
    if (!isEmail(raw)) throw badInput('Email is not valid', 'email');
    if (!password) throw badInput('Password is required', 'password');
    const email = normaliseEmail(raw);
    const wait = await this.deps.throttle.secondsToWait(email, clientIp);
    if (wait > 0) throw tooManyAttempts(wait);

    const user = await this.findByEmail(email);
    const ok = user ? await verifyPassword(user.pass, password) : await verifyAgainstDecoy(password);
    if (!user || !ok) {
      await this.deps.throttle.record(email, clientIp);
      throw badInput(WRONG_PASSWORD_MESSAGE, 'password');
    }
    // Only someone who knows the password learns that the account is blocked or inactive.
    if (!user.status) throw forbidden(BLOCKED_MESSAGE);
    if (!user.activated_at) throw forbidden(NOT_ACTIVATED_MESSAGE);
    await this.deps.throttle.clearAccountAtAddress(email, clientIp);

    const roles = await this.deps.users.roleNamesOf(user.id);
    const issued = await issueAccessToken(
      this.deps.jwtSecret,
      { id: user.id, email: user.email, roles, isSuperAdmin: user.is_supper_admin, sessionVersion: user.session_version },
      this.deps.tokenTtlHours,
    );
    return { token: issued.token, expired_at: issued.expiresAt.toISOString(), user };
  }

  /**
   * Mails a single-use reset link valid 30 minutes to an active account; answers the same either
   * way. Requests over the limit per e-mail or per client address get the same answer and no mail.
   */
  async resetPassword(emailInput: string, clientIp: string): Promise<string> {
    const raw = emailInput?.trim() ?? '';
    if (!raw || !isEmail(raw)) throw badInput('Please input your email!', 'email');
    const email = normaliseEmail(raw);
    if ((await this.deps.resetThrottle.secondsToWait(email, clientIp)) > 0) {
      this.deps.logger.warn({ clientIp }, 'password reset request over the limit: no mail sent');
      return RESET_SENT_MESSAGE;
    }
    await this.deps.resetThrottle.record(email, clientIp);
    const user = await this.findByEmail(email);
    if (user?.status) {
      const token = await this.deps.db.transaction((manager) => issueOneTimeToken(manager, user.id, 'password_reset'));
      const sending = this.deps.settings
        .sendTemplate('password_recovery', user.email, {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          link: `${this.deps.appUrl}/forgot-password?token=${encodeURIComponent(token)}`,
          app_url: this.deps.appUrl,
        })
        .catch((err) => this.deps.logger.error({ err, userId: user.id }, 'password reset mail could not be sent'))
        .finally(() => this.pendingMail.delete(sending));
      this.pendingMail.add(sending);
    }
    return RESET_SENT_MESSAGE;
  }

  /** Sets a new password from a reset link; the link is spent. Proving the mailbox also activates the account. */
  async resetPasswordByToken(token: string, pass: string): Promise<boolean> {
    if (!pass) throw badInput('Please input your password!', 'pass');
    assertPasswordStrength(pass, 'pass');
    const hashed = await hashPassword(pass);
    const user = await this.deps.db.transaction(async (manager) => {
      const userId = await consumeOneTimeToken(manager, token, 'password_reset');
      if (!userId) throw badInput(RESET_TOKEN_INVALID_MESSAGE, 'token');
      await manager.query(
        `UPDATE "users_sites"."users" SET "pass" = $2, "activated_at" = COALESCE("activated_at", now()), "updated_at" = now() WHERE "id" = $1`,
        [userId, hashed],
      );
      await endSessions(manager, userId);
      const saved = (await manager.getRepository(UserEntity).findOneBy({ id: userId }))!;
      await publishUserUpdated(manager, { userId, action: 'password_changed', email: saved.email, roles: await this.deps.users.roleNamesOf(userId, manager), status: saved.status });
      return saved;
    });
    this.deps.afterCommit();
    await this.deps.throttle.clearAccount(user.email);
    return true;
  }

  /**
   * Verifies a mailbox from a link: the welcome mail's (activates the account) or an e-mail
   * change confirmation's (the new address becomes the account's); both land on /verify/<token>.
   */
  async activate(token: string): Promise<boolean> {
    const invalidLink = () => badInput(ACTIVATION_TOKEN_INVALID_MESSAGE, 'token');
    let emailChanged = false;
    await this.deps.db.transaction(async (manager) => {
      const userId = await consumeOneTimeToken(manager, token, 'activation');
      if (userId) {
        await manager.query(`UPDATE "users_sites"."users" SET "activated_at" = COALESCE("activated_at", now()), "updated_at" = now() WHERE "id" = $1`, [userId]);
        return;
      }
      const changerId = await consumeOneTimeToken(manager, token, 'email_change');
      if (!changerId) throw invalidLink();
      await this.deps.users.confirmEmailChange(manager, changerId, invalidLink);
      emailChanged = true;
    });
    if (emailChanged) this.deps.afterCommit();
    return true;
  }

  /**
   * Own account: the current password is required and checked. An administrator changing
   * someone else's password does not give it (spec 001 "Change password").
   */
  async changePassword(user: UserContext, id: string, current: string | null | undefined, next: string): Promise<boolean> {
    const isSelf = user.id === id;
    if (!isSelf && !can(user, 'users.manage')) throw forbidden('You can only change your own password');
    const target = await this.deps.users.get(id);
    if (!isSelf && target.is_supper_admin && !user.isSuperAdmin) throw forbidden('Only a super admin can change a super admin\'s password');
    if (isSelf && !current) throw badInput('Please enter current password', 'current_password');
    if (!next) throw badInput('Please enter new password', 'new_password');
    assertPasswordStrength(next, 'new_password');
    if (isSelf && !(await verifyPassword(target.pass, current!))) throw badInput(WRONG_CURRENT_PASSWORD_MESSAGE, 'current_password');
    const hashed = await hashPassword(next);
    await this.deps.db.transaction(async (manager) => {
      await manager.getRepository(UserEntity).update({ id }, { pass: hashed });
      // A pending reset link must not undo the change.
      await manager.query(`UPDATE "users_sites"."user_tokens" SET "used_at" = now() WHERE "user_id" = $1 AND "purpose" = 'password_reset' AND "used_at" IS NULL`, [id]);
      await endSessions(manager, id);
      await publishUserUpdated(manager, { userId: id, action: 'password_changed', email: target.email, roles: await this.deps.users.roleNamesOf(id, manager), status: target.status });
    });
    this.deps.afterCommit();
    return true;
  }

  /** Waits for reset mails still being sent (shutdown, tests). */
  async drainMail(): Promise<void> {
    await Promise.all([...this.pendingMail]);
  }

  private async findByEmail(email: string): Promise<User | null> {
    const rows: User[] = await this.deps.db
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('lower(u.email) = :email AND u.deleted_at IS NULL', { email: text(email) })
      .getMany();
    return rows[0] ?? null;
  }
}

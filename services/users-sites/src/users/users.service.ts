import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { can, HIDDEN_ROLES, ROLES, SELECTABLE_ROLES } from '@pod/contracts';
import { ALL_ROWS, badInput, conflict, containsPattern, forbidden, isUuid, notFound, pageArgs, type Logger, type PageBounds, type UserContext } from '@pod/service-kit';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endSessions } from '../auth/sessions';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { publishUserUpdated } from '../events/publish';
import type { AppSettingsService } from '../settings/app-settings.service';
import { RoleEntity, UserEntity, UserRoleEntity, type Role, type User, type UserAvatar } from './user.entity';
import type { AvatarFiles } from './avatar-files';
import { assertPasswordStrength, isEmail, isNumericPhone, normaliseEmail, parseBirthday, text } from './user-validation';

/** The users table: 25 a page; pickers (`usersByRole`, `limit: -1`) get at most 10 000. */
export const USERS_PAGES: PageBounds = { size: 25, max: 10_000 };

export interface UserFilter {
  offset?: number | null;
  limit?: number | null;
  role?: string | null;
  search?: string | null;
  status?: boolean | null;
  /** What `search` matches: names only, or also e-mail and phone (people who may read them). */
  searchBy?: 'name' | 'contact';
}

export interface UserInput {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  password?: string | null;
  phone?: string | null;
  address?: string | null;
  birthday?: string | null;
  avatar?: UserAvatar | null;
  roles?: string[] | null;
  level_id?: string | null;
  is_subscription?: boolean | null;
  /** Own e-mail change only: the account's current password. */
  current_password?: string | null;
}

export interface UsersServiceDeps {
  db: DataSource;
  logger: Logger;
  settings: AppSettingsService;
  appUrl: string;
  avatars: AvatarFiles;
  /** Publishes outbox events soon after a commit. */
  afterCommit: () => void;
}

export const EMAIL_TAKEN_MESSAGE = 'This email is already used by another account';
export const CURRENT_PASSWORD_FOR_EMAIL_MESSAGE = 'Please enter your current password to change your e-mail';

/** Changing one's own e-mail (the way into password resets) needs the current password, like changePassword. */
async function assertCurrentPassword(user: User, current: string | null | undefined): Promise<void> {
  if (!current) throw badInput(CURRENT_PASSWORD_FOR_EMAIL_MESSAGE, 'current_password');
  if (!(await verifyPassword(user.pass, current))) throw badInput(WRONG_CURRENT_PASSWORD_MESSAGE, 'current_password');
}

/** Accounts and roles (spec 000 §6–7, 001 §5 "User"): listing, admin CRUD, block, profile edits. */
export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** Roles a user can be given; Authenticated is hidden (spec 000 §1). */
  async selectableRoles(): Promise<Role[]> {
    const roles = await this.db.getRepository(RoleEntity).find();
    return roles
      .filter((r) => !(HIDDEN_ROLES as string[]).includes(r.name))
      .sort((a, b) => SELECTABLE_ROLES.indexOf(a.name as never) - SELECTABLE_ROLES.indexOf(b.name as never));
  }

  async list(filter: UserFilter = {}): Promise<{ count: number; hits: User[] }> {
    const { offset, limit } = pageArgs(filter, USERS_PAGES);
    const qb = this.db.getRepository(UserEntity).createQueryBuilder('u').where('u.deleted_at IS NULL');
    if (filter.role && !(HIDDEN_ROLES as string[]).includes(filter.role)) {
      qb.andWhere(
        `EXISTS (SELECT 1 FROM "users_sites"."user_roles" ur JOIN "users_sites"."roles" r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.name = :role)`,
        { role: filter.role },
      );
    }
    if (filter.status != null) qb.andWhere('u.status = :status', { status: filter.status });
    const search = text(filter.search);
    if (search) {
      const byContact = filter.searchBy !== 'name' ? ' OR u.email ILIKE :q OR u.phone ILIKE :q' : '';
      qb.andWhere(`(u.first_name ILIKE :q OR u.last_name ILIKE :q OR concat_ws(' ', u.first_name, u.last_name) ILIKE :q${byContact})`, {
        q: containsPattern(search),
      });
    }
    const [hits, count] = await qb.orderBy('u.created_at', 'DESC').addOrderBy('u.id', 'ASC').skip(offset).take(limit).getManyAndCount();
    return { count, hits };
  }

  /** The active users having `role` (the seller and supplier pickers). */
  async byRole(role: string, status?: boolean | null, search?: string | null, searchBy: UserFilter['searchBy'] = 'contact'): Promise<User[]> {
    const { hits } = await this.list({ role, status: status ?? undefined, search, searchBy, limit: ALL_ROWS });
    return hits.sort((a, b) => `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`));
  }

  /** An account that has not been deleted, or null. */
  async findActive(id: string): Promise<User | null> {
    if (!isUuid(id)) return null;
    return this.db.getRepository(UserEntity).findOne({ where: { id, deleted_at: IsNull() } });
  }

  async get(id: string): Promise<User> {
    const user = await this.findActive(id);
    if (!user) throw notFound('User not found');
    return user;
  }

  async roleNamesOf(userId: string, manager: EntityManager = this.db.manager): Promise<string[]> {
    const rows: Array<{ name: string }> = await manager.query(
      `SELECT r.name FROM "users_sites"."user_roles" ur JOIN "users_sites"."roles" r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.name`,
      [userId],
    );
    return rows.map((r) => r.name);
  }

  /** Creates an account (admin "New User"); it must be activated through the welcome mail's link. */
  async create(user: UserContext, input: UserInput): Promise<User> {
    const first_name = text(input.first_name);
    const last_name = text(input.last_name);
    const email = text(input.email);
    const phone = text(input.phone);
    if (!first_name) throw badInput('Please input first name', 'first_name');
    if (!last_name) throw badInput('Please input last name', 'last_name');
    if (!email) throw badInput('Please input your E-mail!', 'email');
    if (!isEmail(email)) throw badInput('E-mail is not valid!', 'email');
    if (!input.password) throw badInput('Please input password', 'password');
    assertPasswordStrength(input.password, 'password');
    if (!phone) throw badInput('Please input phone', 'phone');
    if (!isNumericPhone(phone)) throw badInput(PHONE_MESSAGE, 'phone');
    if (!input.roles?.length) throw badInput('Please choose user roles', 'roles');
    const birthday = text(input.birthday) ? parseBirthday(input.birthday!) : null;
    const pass = await hashPassword(input.password);
    const avatar = await this.deps.avatars.resolve(input.avatar, [user.id]);

    const { user: account, token } = await this.db.transaction(async (manager) => {
      const roles = await this.resolveRoles(manager, input.roles!);
      await this.assertEmailFree(manager, normaliseEmail(email));
      if (input.level_id) await this.assertLevelExists(manager, input.level_id);
      const created = await manager.getRepository(UserEntity).save({
        email: normaliseEmail(email),
        pass,
        first_name,
        last_name,
        phone,
        address: text(input.address),
        birthday,
        avatar,
        is_supper_admin: false,
        status: true,
        activated_at: null,
        is_subscription: input.is_subscription ?? false,
        level_id: input.level_id ?? null,
        deleted_at: null,
      });
      await manager.getRepository(UserRoleEntity).insert(roles.map((r) => ({ user_id: created.id, role_id: r.id })));
      const activation = await issueOneTimeToken(manager, created.id, 'activation');
      await publishUserUpdated(manager, { userId: created.id, action: 'created', email: created.email, roles: roles.map((r) => r.name), status: true });
      return { user: created, token: activation };
    });
    this.deps.afterCommit();
    await this.sendWelcomeMail(account, token);
    return account;
  }

  /**
   * Profile edit (own account, spec 000 §5: first name, last name, birthday, email required,
   * phone numeric) or admin edit of anyone (also roles and level). Only the fields given change.
   */
  async update(user: UserContext, id: string, input: UserInput): Promise<User> {
    const isAdmin = can(user, 'users.manage');
    const isSelf = user.id === id;
    if (!isSelf && !isAdmin) throw forbidden('You can only edit your own profile');
    if (!isAdmin && (input.roles !== undefined || input.level_id !== undefined)) {
      throw forbidden('Only administrators can change roles or levels');
    }
    const target = await this.get(id);
    if (target.is_supper_admin && !user.isSuperAdmin && !isSelf) throw forbidden('Only a super admin can edit a super admin');

    const patch: Partial<User> = {};
    if (input.first_name !== undefined) {
      patch.first_name = text(input.first_name);
      if (!patch.first_name) throw badInput('Please input first name', 'first_name');
    }
    if (input.last_name !== undefined) {
      patch.last_name = text(input.last_name);
      if (!patch.last_name) throw badInput('Please input last name', 'last_name');
    }
    if (input.email !== undefined) {
      const email = text(input.email);
      if (!email) throw badInput('Please input your E-mail!', 'email');
      if (!isEmail(email)) throw badInput('E-mail is not valid!', 'email');
      patch.email = normaliseEmail(email);
    }
    if (input.phone !== undefined) {
      patch.phone = text(input.phone);
      if (patch.phone && !isNumericPhone(patch.phone)) throw badInput(PHONE_MESSAGE, 'phone');
    }
    if (input.birthday !== undefined) {
      const birthday = text(input.birthday);
      // The profile form requires a birthday; an administrator may leave it empty.
      if (!birthday && isSelf) throw badInput('Please input birthday', 'birthday');
      patch.birthday = birthday ? parseBirthday(birthday) : null;
    }
    if (input.address !== undefined) patch.address = text(input.address);
    if (input.avatar !== undefined) patch.avatar = await this.deps.avatars.resolve(input.avatar, [id, user.id]);
    if (input.is_subscription != null) patch.is_subscription = input.is_subscription;
    if (input.password) {
      // Passwords change through changePassword (which checks the current one for one's own account).
      throw badInput('Use Change Password to set a new password', 'password');
    }

    // One's own new address is only applied from its confirmation link, so the answer is the same
    // whether or not another account holds it (that address simply gets no mail).
    let newOwnEmail: string | null = null;
    if (isSelf && patch.email !== undefined && patch.email !== target.email) {
      await assertCurrentPassword(target, input.current_password);
      newOwnEmail = patch.email;
      delete patch.email;
    }

    let emailChangeToken: string | null = null;
    const updated = await this.db.transaction(async (manager) => {
      if (patch.email && patch.email !== target.email) await this.assertEmailFree(manager, patch.email, id);
      if (newOwnEmail) {
        patch.pending_email = newOwnEmail;
        emailChangeToken = await issueOneTimeToken(manager, id, 'email_change');
      }
      if (input.level_id !== undefined) {
        if (input.level_id) await this.assertLevelExists(manager, input.level_id);
        patch.level_id = input.level_id || null;
      }
      let roles: string[] | null = null;
      if (input.roles !== undefined) {
        if (!input.roles?.length) throw badInput('Please choose user roles', 'roles');
        const resolved = await this.resolveRoles(manager, input.roles);
        if (isSelf && (await this.roleNamesOf(id, manager)).includes(ROLES.Administrator) && !resolved.some((r) => r.name === ROLES.Administrator)) {
          throw forbidden('You cannot remove the Administrator role from your own account');
        }
        await manager.getRepository(UserRoleEntity).delete({ user_id: id });
        await manager.getRepository(UserRoleEntity).insert(resolved.map((r) => ({ user_id: id, role_id: r.id })));
        roles = resolved.map((r) => r.name);
      }
      if (Object.keys(patch).length) await manager.getRepository(UserEntity).update({ id }, patch);
      const saved = (await manager.getRepository(UserEntity).findOneBy({ id }))!;
      if (roles || patch.email) {
        await publishUserUpdated(manager, { userId: id, action: 'updated', email: saved.email, roles: roles ?? (await this.roleNamesOf(id, manager)), status: saved.status });
      }
      return saved;
    });
    this.deps.afterCommit();
    if (newOwnEmail && emailChangeToken) void this.sendEmailChangeMail(updated, newOwnEmail, emailChangeToken);
    return updated;
  }

  /**
   * Applies the address confirmed by an `email_change` link (inside the caller's transaction);
   * refused like a spent link when it is gone or another account took it meanwhile.
   */
  async confirmEmailChange(manager: EntityManager, userId: string, invalidLink: () => Error): Promise<void> {
    const user = await manager.getRepository(UserEntity).findOneBy({ id: userId, deleted_at: IsNull() });
    if (!user?.pending_email || !(await this.isEmailFree(manager, user.pending_email, userId))) throw invalidLink();
    await manager.getRepository(UserEntity).update({ id: userId }, { email: user.pending_email, pending_email: null });
    await publishUserUpdated(manager, { userId, action: 'updated', email: user.pending_email, roles: await this.roleNamesOf(userId, manager), status: user.status });
  }

  /** Blocks (status false) or unblocks an account; nobody can block themselves or a super admin. */
  async block(user: UserContext, id: string, action: string): Promise<User> {
    const normalised = action.trim().toLowerCase();
    if (normalised !== 'block' && normalised !== 'unblock') throw badInput('Action must be block or unblock', 'action');
    const target = await this.get(id);
    if (target.id === user.id) throw forbidden('You cannot block or unblock your own account');
    if (target.is_supper_admin) throw forbidden('A super admin cannot be blocked');
    const status = normalised === 'unblock';
    const saved = await this.db.transaction(async (manager) => {
      await manager.getRepository(UserEntity).update({ id }, { status });
      // Blocking ends the sessions for good: unblocking later does not bring old tokens back.
      if (!status) await endSessions(manager, id);
      await publishUserUpdated(manager, { userId: id, action: status ? 'unblocked' : 'blocked', email: target.email, roles: await this.roleNamesOf(id, manager), status });
      return { ...target, status };
    });
    this.deps.afterCommit();
    return saved;
  }

  /**
   * Deletes an account: the row stays (sites, levels and other services point at it) but it
   * can no longer sign in, disappears from lists and frees its email.
   */
  async delete(user: UserContext, id: string): Promise<boolean> {
    const target = await this.get(id);
    if (target.id === user.id) throw forbidden('You cannot delete your own account');
    if (target.is_supper_admin) throw forbidden('A super admin cannot be deleted');
    await this.db.transaction(async (manager) => {
      await manager.getRepository(UserEntity).update({ id }, { deleted_at: new Date(), status: false });
      await manager.query(`UPDATE "users_sites"."user_tokens" SET "used_at" = now() WHERE "user_id" = $1 AND "used_at" IS NULL`, [id]);
      await endSessions(manager, id);
      await publishUserUpdated(manager, { userId: id, action: 'deleted', email: target.email, roles: await this.roleNamesOf(id, manager), status: false });
    });
    this.deps.afterCommit();
    return true;
  }

  /** Role ids or names → roles; the hidden Authenticated role cannot be given. */
  private async resolveRoles(manager: EntityManager, refs: string[]): Promise<Role[]> {
    const all = await manager.getRepository(RoleEntity).find();
    const resolved: Role[] = [];
    for (const ref of refs) {
      const role = all.find((r) => r.id === ref || r.name === ref);
      if (!role || (HIDDEN_ROLES as string[]).includes(role.name)) throw badInput(`Unknown role: ${ref}`, 'roles');
      if (!resolved.some((r) => r.id === role.id)) resolved.push(role);
    }
    if (!resolved.length) throw badInput('Please choose user roles', 'roles');
    return resolved;
  }

  private async assertEmailFree(manager: EntityManager, email: string, exceptId?: string): Promise<void> {
    if (!(await this.isEmailFree(manager, email, exceptId))) throw conflict(EMAIL_TAKEN_MESSAGE, 'email');
  }

  private async isEmailFree(manager: EntityManager, email: string, exceptId?: string): Promise<boolean> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM "users_sites"."users" WHERE lower(email) = $1 AND deleted_at IS NULL`,
      [email],
    );
    return !rows.some((r) => r.id !== exceptId);
  }

  private async assertLevelExists(manager: EntityManager, levelId: string): Promise<void> {
    const rows = isUuid(levelId) ? await manager.query(`SELECT 1 FROM "users_sites"."user_levels" WHERE id = $1`, [levelId]) : [];
    if (!rows.length) throw badInput('Level not found', 'level_id');
  }

  /** The welcome mail with the activation link; a mail failure is logged, the account stays. */
  /** Mails the confirmation link to the new address, unless another account holds it. */
  private async sendEmailChangeMail(user: User, email: string, token: string): Promise<void> {
    try {
      if (!(await this.isEmailFree(this.db.manager, email, user.id))) return;
      await this.deps.settings.sendTemplate('email_change', email, {
        first_name: user.first_name,
        last_name: user.last_name,
        email,
        link: `${this.deps.appUrl}/verify/${token}`,
        app_url: this.deps.appUrl,
      });
    } catch (err) {
      this.deps.logger.error({ err, userId: user.id }, 'e-mail change confirmation could not be sent');
    }
  }

  private async sendWelcomeMail(user: User, token: string): Promise<void> {
    try {
      await this.deps.settings.sendTemplate('welcome_email', user.email, {
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        link: `${this.deps.appUrl}/verify/${token}`,
        app_url: this.deps.appUrl,
      });
    } catch (err) {
      this.deps.logger.error({ err, userId: user.id }, 'welcome mail could not be sent');
    }
  }
}

export const PHONE_MESSAGE = 'Phone number must contain only digits';

import { EntitySchema } from 'typeorm';

export interface UserAvatar {
  id?: string | null;
  key?: string | null;
  url?: string | null;
}

/** An account (spec 000 §3, 001 §3). `pass` is an argon2id hash and never leaves the service. */
export interface User {
  id: string;
  email: string;
  pass: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  address: string | null;
  /** `date` column, kept as the ISO day string pg returns ("1990-04-01"). */
  birthday: string | null;
  avatar: UserAvatar | null;
  is_supper_admin: boolean;
  /** true = active, false = blocked. */
  status: boolean;
  /** Null until the account is verified through its activation link. */
  activated_at: Date | null;
  /** A new address the user asked for, applied when its confirmation link is opened. */
  pending_email: string | null;
  is_subscription: boolean;
  level_id: string | null;
  /** Tokens carry it; bumping it ends every session issued before (see auth/sessions.ts). */
  session_version: number;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const UserEntity = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    email: { type: 'text' },
    pass: { type: 'text' },
    first_name: { type: 'text', nullable: true },
    last_name: { type: 'text', nullable: true },
    phone: { type: 'text', nullable: true },
    address: { type: 'text', nullable: true },
    birthday: { type: 'date', nullable: true },
    avatar: { type: 'jsonb', nullable: true },
    is_supper_admin: { type: 'boolean', default: false },
    status: { type: 'boolean', default: true },
    activated_at: { type: 'timestamptz', nullable: true },
    pending_email: { type: 'text', nullable: true },
    is_subscription: { type: 'boolean', default: false },
    level_id: { type: 'uuid', nullable: true },
    session_version: { type: 'integer', default: 0 },
    deleted_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

export interface Role {
  id: string;
  name: string;
}

export const RoleEntity = new EntitySchema<Role>({
  name: 'Role',
  tableName: 'roles',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    name: { type: 'text', unique: true },
  },
});

export interface UserRole {
  user_id: string;
  role_id: string;
}

export const UserRoleEntity = new EntitySchema<UserRole>({
  name: 'UserRole',
  tableName: 'user_roles',
  columns: {
    user_id: { type: 'uuid', primary: true },
    role_id: { type: 'uuid', primary: true },
  },
});

export type UserTokenPurpose = 'password_reset' | 'activation' | 'email_change';

/** A single-use emailed token; only its sha256 is stored, so a database leak reveals no link. */
export interface UserToken {
  id: string;
  user_id: string;
  purpose: UserTokenPurpose;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export const UserTokenEntity = new EntitySchema<UserToken>({
  name: 'UserToken',
  tableName: 'user_tokens',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    user_id: { type: 'uuid' },
    purpose: { type: 'text' },
    token_hash: { type: 'text', unique: true },
    expires_at: { type: 'timestamptz' },
    used_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

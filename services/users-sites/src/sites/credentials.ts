import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { StoreCredentials } from '@pod/contracts';

export type { StoreCredentials };

/** Store credentials at rest: AES-256-GCM under STORE_CREDENTIALS_KEY (or a key derived from JWT_SECRET). */
export class CredentialsVault {
  private readonly key: Buffer;

  constructor(private readonly secret: string) {
    this.key = createHash('sha256').update(`store-credentials:${secret}`).digest();
  }

  seal(credentials: StoreCredentials): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
  }

  open(sealed: string | null): StoreCredentials | null {
    if (!sealed) return null;
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== 'v1') return null;
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')) as StoreCredentials;
  }

  /** The secret WooCommerce signs this site's webhooks with (orders verifies deliveries with it). */
  webhookSecret(siteId: string): string {
    return createHmac('sha256', `woo-webhook:${this.secret}`).update(siteId).digest('base64url');
  }
}

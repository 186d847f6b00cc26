/**
 * The password of a feed URL behind basic auth, sealed at rest: AES-256-GCM with a key derived
 * (HKDF-SHA256) from FEED_CREDENTIALS_KEY, or unset on the embedded SQLite set-up from a secret made
 * once and kept beside the database, as the check secret is. The shop's number is bound into the
 * seal, so a sealed password copied to another shop's row does not open. Nothing here ever hands the
 * password back to a page: only the fetch opens it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
const VERSION = 'v1';

import type { FeedCredentials } from '../dependencies';

export type { FeedCredentials };

export class CredentialsUnavailable extends Error {
  constructor() {
    super('no credentials key is configured (FEED_CREDENTIALS_KEY), so the feed URL\'s password cannot be used');
  }
}

const boundTo = (shopId: number) => Buffer.from(`shop:${shopId}`);
const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** The credentials of this key material (undefined: none configured). */
export function feedCredentials(secret: string | undefined): FeedCredentials {
  const key = secret ? Buffer.from(hkdfSync('sha256', secret, 'spareo', 'feed source credentials', 32)) : undefined;
  return {
    canSeal: key !== undefined,
    seal(shopId, password) {
      if (!key) throw new CredentialsUnavailable();
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(boundTo(shopId));
      const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(sealed)].join('.');
    },
    open(shopId, sealed) {
      if (!key) throw new CredentialsUnavailable();
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('the stored password is not sealed by this version');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(boundTo(shopId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** No key: what a marketplace not told one has. */
export const NO_FEED_CREDENTIALS: FeedCredentials = feedCredentials(undefined);

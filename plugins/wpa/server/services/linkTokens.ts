import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kernel } from '@core/server/kernel.js';

/**
 * The industry supervisor's link tokens (issue 31; docs/DECISIONS.md 'Issue 31'): 32 random bytes
 * (base64url, 43 characters). The database keeps a token's SHA-256, which finds its link, and the
 * token sealed with the server's key (AES-256-GCM, bound to its WPA), which only a reminder opens
 * to send the same link again. The key is the kernel secret 'wpa-links', shared by every server
 * copy through the database.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export const newToken = () => randomBytes(32).toString('base64url');

/** The lookup key of a token (hex): whatever text was sent, so an altered token is simply unknown. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const keys = new WeakMap<object, Promise<Buffer>>();

/** The sealing key of this kernel's database (made on first use, then cached). */
function keyOf(kernel: Pick<Kernel, 'secret'>): Promise<Buffer> {
  let key = keys.get(kernel);
  if (!key) {
    key = kernel.secret('wpa-links').then((s) => Buffer.from(s, 'base64url'));
    key.catch(() => keys.delete(kernel));
    keys.set(kernel, key);
  }
  return key;
}

const aad = (wpaApplId: number) => Buffer.from(`wpa-link:${wpaApplId}`);

/** iv ‖ tag ‖ ciphertext, base64url. */
export async function sealToken(kernel: Pick<Kernel, 'secret'>, token: string, wpaApplId: number): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(kernel), iv);
  cipher.setAAD(aad(wpaApplId));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The token a link was issued with (throws when the seal was not made by this key for this WPA). */
export async function unsealToken(kernel: Pick<Kernel, 'secret'>, sealed: string, wpaApplId: number): Promise<string> {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(kernel), raw.subarray(0, IV_BYTES));
  decipher.setAAD(aad(wpaApplId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The page the mail links to: PUBLIC_URL/wpa/{token}. */
export const linkUrl = (kernel: Pick<Kernel, 'config'>, token: string) => `${kernel.config.publicUrl}/wpa/${token}`;

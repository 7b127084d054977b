import { createCipheriv } from 'node:crypto';

/**
 * The protocol's `seal` written with node:crypto alone, for the known-answer generators:
 * base64(iv || AES-256-GCM ciphertext || 16-byte tag) with a caller-chosen IV (vectors only).
 */
export function sealWithNodeCrypto(keyHex: string, ivHex: string, plaintext: Buffer, aad: string): string {
  const iv = Buffer.from(ivHex, 'hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

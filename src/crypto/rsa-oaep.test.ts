import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { encryptRsaOaep } from './rsa-oaep';

// The same key format and padding as server/auth/login-key.ts.
const pair = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const decrypt = (b64: string) =>
  crypto
    .privateDecrypt({ key: pair.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64'))
    .toString('utf8');

describe('encryptRsaOaep', () => {
  it('encrypts with Web Crypto so the server can decrypt it', async () => {
    const out = await encryptRsaOaep(pair.publicKey, 'Admin@2026', crypto.webcrypto.subtle as SubtleCrypto);
    expect(decrypt(out)).toBe('Admin@2026');
  });

  it('falls back to node-forge outside a secure context, including non-ASCII text', async () => {
    const out = await encryptRsaOaep(pair.publicKey, '华建工程', null);
    expect(decrypt(out)).toBe('华建工程');
  });
});

import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { setSettingOnce } from '../db/repos/settings';

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The RSA key pair that browsers encrypt credentials with. It lives in the database so every
 * server instance decrypts with the same key; the first instance to start creates it.
 */
export class LoginKey {
  private pair: KeyPair | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  async get(): Promise<KeyPair> {
    if (!this.pair) {
      const fresh = crypto.generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      this.pair = await setSettingOnce<KeyPair>(this.db, 'login_rsa_key', fresh);
    }
    return this.pair;
  }

  /** RSA-OAEP with SHA-256; returns null when the text was not encrypted with our key. */
  async decrypt(base64: string): Promise<string | null> {
    const { privateKey } = await this.get();
    try {
      return crypto
        .privateDecrypt(
          { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(base64, 'base64'),
        )
        .toString('utf8');
    } catch {
      return null;
    }
  }
}

import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { getSetting, setSettingOnce } from '../db/repos/settings';

const generateKeyPair = promisify(crypto.generateKeyPair);
const LOGIN_KEY_SETTING = 'login_rsa_key';

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The RSA key pair that browsers encrypt credentials with. It lives in the database so every
 * server instance decrypts with the same key; the first instance to start creates it.
 */
export class LoginKey {
  private pair: Promise<KeyPair> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  get(): Promise<KeyPair> {
    this.pair ??= this.load().catch((err: unknown) => {
      this.pair = null;
      throw err;
    });
    return this.pair;
  }

  /**
   * The stored pair, or a new one when none is stored yet. A new 2048-bit pair costs 0.1–0.3 s of
   * CPU, so it is made only then, and off the request thread (it used to be made on every start
   * and thrown away, on the path of the first /ks answer).
   */
  private async load(): Promise<KeyPair> {
    const stored = await getSetting<KeyPair>(this.db, LOGIN_KEY_SETTING);
    if (stored) return stored;
    const fresh = await generateKeyPair('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return setSettingOnce<KeyPair>(this.db, LOGIN_KEY_SETTING, fresh);
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

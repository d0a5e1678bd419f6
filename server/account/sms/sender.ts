import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { nowIso } from '../../db/clock';
import type { SmsPurpose } from '../../../schemas/sms';

/** One text message to one phone. */
export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose | 'notice';
  text: string;
}

/**
 * Where codes and notices go (docs/accounts.md "SMS codes"). `outbox` keeps them in a table an
 * administrator can read (development and tests); `http` hands them to a gateway. A send that
 * fails throws: the caller refuses with 短信发送失败.
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'http';
  send(db: Kysely<Database>, message: SmsMessage): Promise<void>;
}

/** Development and tests: the message becomes a row of sms_outbox, readable by M. */
export const outboxSender: SmsSender = {
  kind: 'outbox',
  async send(db, m) {
    await db.insertInto('sms_outbox').values({ id: crypto.randomUUID(), phone: m.phone, purpose: m.purpose, text: m.text, created_at: nowIso() }).execute();
  },
};

export interface HttpSmsConfig {
  url: string;
  token: string;
  signName: string;
  timeoutMs: number;
}

/** The gateway's settings from the environment, or null when SMS_HTTP_URL is not set. */
export function httpSmsConfig(env: NodeJS.ProcessEnv): HttpSmsConfig | null {
  if (!env.SMS_HTTP_URL) return null;
  return {
    url: env.SMS_HTTP_URL,
    token: env.SMS_HTTP_TOKEN ?? '',
    signName: env.SMS_SIGN_NAME ?? '公共资源交易平台',
    timeoutMs: Number(env.SMS_HTTP_TIMEOUT_MS ?? 10_000),
  };
}

type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ ok: boolean; status: number }>;

/**
 * A gateway reached by one JSON POST per message: `{phone, signName, text}` with
 * `Authorization: Bearer <SMS_HTTP_TOKEN>`; any 2xx is a sent message.
 */
export function httpSender(config: HttpSmsConfig, fetchImpl: Fetch = fetch): SmsSender {
  return {
    kind: 'http',
    async send(_db, m) {
      const res = await fetchImpl(config.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(config.token ? { Authorization: `Bearer ${config.token}` } : {}) },
        body: JSON.stringify({ phone: m.phone, signName: config.signName, text: m.text }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** The sender a deployment uses: the gateway when configured, else the outbox. */
export function smsSenderFromEnv(env: NodeJS.ProcessEnv): SmsSender {
  const config = httpSmsConfig(env);
  return config ? httpSender(config) : outboxSender;
}

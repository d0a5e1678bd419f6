import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions } from 'antd';
import type { AuthorizationLogin, RefreshedSession } from '../../../schemas/session';
import { localTime } from '../../../runtime/core/local-time';
import { messageOf, showAnswer, type Outcome } from '../account/use-phone-code';

export interface SessionApi {
  login(): Promise<AuthorizationLogin>;
  refresh(): Promise<RefreshedSession>;
}

/**
 * 登录状态 in the user centre (docs/accounts.md "会话"): when this login began and ends
 * (`GET /ks/auth/v1/authorization/login`), and 延长登录 (`POST /ks/auth/v1/authorization/refresh`),
 * which moves the end to a full session from now, never past the limit shown.
 */
export function SessionCard({ api }: { api: SessionApi }) {
  const [session, setSession] = useState<AuthorizationLogin | null>(null);
  const [result, setResult] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api.login().then(setSession, (e: unknown) => setResult({ ok: false, text: messageOf(e, '登录信息加载失败') }));
  }, [api]);
  useEffect(load, [load]);

  const extend = async () => {
    setBusy(true);
    try {
      await showAnswer(setResult, async () => {
        const next = await api.refresh();
        setSession((s) => (s ? { ...s, ...next } : s));
        return `登录有效期已延长至 ${localTime(next.expiresAt)}`;
      }, '延长失败，请稍后重试');
    } catch {
      // shown in the card
    } finally {
      setBusy(false);
    }
  };

  const atLimit = session ? session.expiresAt >= session.refreshableUntil : false;
  return (
    <Card title="登录状态" style={{ marginTop: 24 }}>
      {session ? (
        <Descriptions bordered column={1} size="small" style={{ maxWidth: 520, marginBottom: 16 }}>
          <Descriptions.Item label="登录时间">{localTime(session.loginAt)}</Descriptions.Item>
          <Descriptions.Item label="有效期至">{localTime(session.expiresAt)}</Descriptions.Item>
          <Descriptions.Item label="最长可延长至">{localTime(session.refreshableUntil)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Button onClick={() => void extend()} loading={busy} disabled={!session || atLimit}>
        延长登录
      </Button>
      <div aria-live="polite" style={{ marginTop: 16 }}>
        {result ? <Alert type={result.ok ? 'success' : 'error'} showIcon message={result.text} /> : null}
      </div>
    </Card>
  );
}

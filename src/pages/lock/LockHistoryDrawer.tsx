import { Alert, Drawer, Empty, Spin, Timeline } from 'antd';
import { useEffect, useState } from 'react';
import type { LockEntry, LockedEnterprise } from '../../../schemas/locks';
import { localTime } from '../../../runtime/core/local-time';
import { lockApi } from '../../api/locks';

/** 锁定记录: every lock of one enterprise, newest first, with who unlocked it and why. */
export function LockHistoryDrawer({ enterprise, onClose }: { enterprise: LockedEnterprise; onClose: () => void }) {
  const [entries, setEntries] = useState<LockEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    lockApi.history(enterprise.enterpriseId).then(setEntries, (e: unknown) => {
      setEntries([]);
      setError(e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');
    });
  }, [enterprise.enterpriseId]);
  return (
    <Drawer open title={`锁定记录：${enterprise.qymc}`} width={480} onClose={onClose}>
      {error && <Alert type="error" showIcon message={error} />}
      {entries === null ? (
        <Spin />
      ) : entries.length === 0 ? (
        !error && <Empty description="暂无锁定记录" />
      ) : (
        <Timeline
          items={entries.map((l) => ({
            color: l.unlockedAt ? 'gray' : 'red',
            children: (
              <div>
                <div>
                  {localTime(l.lockedAt)} {l.lockedBy} 锁定：{l.reason}
                </div>
                {l.unlockedAt ? (
                  <div style={{ color: '#595959' }}>
                    {localTime(l.unlockedAt)} {l.unlockedBy} 解锁：{l.unlockReason}
                  </div>
                ) : (
                  <div style={{ color: '#cf1322' }}>锁定中</div>
                )}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

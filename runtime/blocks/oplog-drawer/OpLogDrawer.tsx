import { Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useListServices } from '../table/list-services';
import type { OpLogEntry } from '../table/list-types';
import { useFeedback } from '../table/use-feedback';
import { useReturnFocus } from '../../core/use-return-focus';
import { localTime } from '../../core/local-time';
import { DRAWER_WIDTH } from '../../core/constants';

/** Spec 000 §8: a log fetch that does not answer 200 shows the server message or this. */
export const LOG_REQUEST_FAILED = '请求失败';
/**
 * Spec 000 §9 drawer widths (20%, 300, 380): the log takes the share of the window, and never less
 * than the narrow figure — a timeline in 20% of a 1280 window (256 px) wraps every entry.
 */
export const OPLOG_DRAWER_WIDTH = DRAWER_WIDTH.share;
const OPLOG_DRAWER_STYLES = { wrapper: { minWidth: DRAWER_WIDTH.narrow } } as const;

export interface OpLogDrawerProps {
  /** The record whose log is shown; null closes the drawer. */
  recordId: string | null;
  gnCoding: string;
  onClose: () => void;
}

function Entry({ entry }: { entry: OpLogEntry }) {
  const passed = entry.failInfo === 'ok';
  return (
    <div className="ks-oplog-entry">
      <div>
        <Typography.Text strong>{entry.glName}</Typography.Text>
        {passed ? (
          <Tag color="success" style={{ marginLeft: 8 }}>
            通过
          </Tag>
        ) : null}
      </div>
      <div style={{ color: 'var(--ks-text-secondary)' }}>
        {[entry.czrClassification, entry.czrName].filter(Boolean).join(' · ')}
      </div>
      {entry.logbook && <div>{entry.logbook}</div>}
      {!passed && entry.failInfo && <div style={{ color: 'var(--ks-error)' }}>{entry.failInfo}</div>}
      <div style={{ color: 'var(--ks-text-muted)', fontSize: 12 }}>{localTime(entry.czTime)}</div>
    </div>
  );
}

/** 操作日志 of one record (spec 000 §2/§3): who did what, when, with which result. */
export function OpLogDrawer({ recordId, gnCoding, onClose }: OpLogDrawerProps) {
  const services = useListServices();
  const { message } = useFeedback();
  const [entries, setEntries] = useState<OpLogEntry[]>([]);
  const [loading, setLoading] = useState(false);
  // the 日志 button is disabled for 1 s after the press and its row may re-render meanwhile
  useReturnFocus(recordId !== null);

  useEffect(() => {
    if (recordId === null) return;
    let live = true;
    setEntries([]);
    setLoading(true);
    services
      .fetchLog({ gnCoding, id: recordId })
      .then((res) => {
        if (!live) return;
        if (res.status === 200) setEntries(res.result ?? []);
        else void message.error(res.message || LOG_REQUEST_FAILED);
      })
      .catch((e: unknown) => {
        if (live) void message.error((e instanceof Error && e.message) || LOG_REQUEST_FAILED);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [recordId, gnCoding, services, message]);

  return (
    <Drawer title="操作日志" open={recordId !== null} width={OPLOG_DRAWER_WIDTH} styles={OPLOG_DRAWER_STYLES} onClose={onClose} destroyOnHidden>
      <Spin spinning={loading}>
        {entries.length ? (
          <Timeline
            items={entries.map((e, i) => ({
              key: i,
              color: e.failInfo === 'ok' ? 'green' : e.failInfo ? 'red' : 'blue',
              children: <Entry entry={e} />,
            }))}
          />
        ) : (
          !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        )}
      </Spin>
    </Drawer>
  );
}

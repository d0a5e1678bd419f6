import { DexLogsPage } from './DexLogsPage';

/** /dexRecords/txPushLogs (menu property 交易推送). */
export default function PushLogsPage() {
  return <DexLogsPage kind="push" />;
}

import { Alert, Empty, Table } from 'antd';
import type { ReviewFileRow, ReviewFiles } from '../../../schemas/trade-files';
import { localTime } from '../../../runtime/core/local-time';
import { evaluationApi } from '../../api/evaluation';
import { useLoad } from './shared';

/**
 * 评审文件 of a project on 开标专家 (docs/bidding.md "评审文件"): what its reviewers attached with
 * batch-upload, each with a download link the server signed for the caller.
 */
export function ReviewFilesTable({ xmId, load = evaluationApi.reviewFiles }: { xmId: string; load?: (xmId: string) => Promise<ReviewFiles> }) {
  const { data, error } = useLoad(() => load(xmId), [xmId, load]);
  return (
    <section aria-label="评审文件" data-testid="review-files" style={{ marginTop: 24 }}>
      <h3 style={{ fontSize: 15 }}>评审文件</h3>
      {error ? (
        <Alert type="error" showIcon message={error} />
      ) : (
        <Table<ReviewFileRow>
          rowKey="fileId"
          loading={!data}
          dataSource={data?.files ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description="暂无评审文件" /> }}
          columns={[
            { title: '文件名', dataIndex: 'fileName' },
            { title: '上传人', dataIndex: 'uploaderName' },
            { title: '上传时间', dataIndex: 'uploadedAt', render: (v: string) => localTime(v) },
            {
              title: '操作',
              key: 'download',
              render: (_: unknown, f: ReviewFileRow) => (
                <a href={f.downloadUrl} download={f.fileName} aria-label={`下载 ${f.fileName}`}>
                  下载
                </a>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Empty, Modal, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatFileSize, type DownloadItem, type DownloadKind, type DownloadPage } from '../../../schemas/downloads';
import { isAllowedUrl } from '../../../schemas/url-policy';
import { localTime } from '../../../runtime/core/local-time';
import { downloadApi } from '../../api/downloads';

/** Rows per page and the table's height (spec 001 §2.1 "Download centre"). */
export const DOWNLOAD_PAGE_SIZE = 10;
export const DOWNLOAD_TABLE_HEIGHT = 530;

interface Props {
  kind: DownloadKind;
  /** Changing it loads the list again (the product centre after a save). */
  reload?: number;
  /** Extra buttons of a row (the product centre's 编辑, 删除). */
  actions?: (item: DownloadItem) => React.ReactNode;
}

/**
 * The download centre's table (docs/download-centre.md): 序号, 文件名称, 文件类型, 更新时间,
 * 文件大小, 操作 — 下载 for every file, 预览 only for a PDF, 播放 for a video, 访问 for a platform
 * link; pages of ten with the total and a page jumper. Needs no login.
 */
export function DownloadTable({ kind, reload = 0, actions }: Props) {
  const [curPage, setCurPage] = useState(1);
  const [page, setPage] = useState<DownloadPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [pdf, setPdf] = useState<DownloadItem | null>(null);
  const [video, setVideo] = useState<DownloadItem | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await downloadApi.list({ type: kind, curPage, pageSize: DOWNLOAD_PAGE_SIZE }));
      setError(null);
    } catch (e) {
      setPage((p) => p ?? { records: [], total: 0 });
      setError(e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');
    } finally {
      setLoading(false);
    }
  }, [kind, curPage]);
  useEffect(() => void load(), [load, reload]);

  const platform = kind === 'platform';
  const columns: ColumnsType<DownloadItem> = [
    { title: '序号', key: 'no', width: 70, align: 'center', render: (_, __, i) => (curPage - 1) * DOWNLOAD_PAGE_SIZE + i + 1 },
    { title: platform ? '平台名称' : '文件名称', dataIndex: 'fileName', ellipsis: true },
    { title: platform ? '类型' : '文件类型', dataIndex: 'fileType', width: 100 },
    { title: '更新时间', key: 'updateTime', width: 170, render: (_, r) => localTime(r.updateTime) },
    { title: '文件大小', key: 'fileSize', width: 110, render: (_, r) => (platform ? '—' : formatFileSize(r.fileSize)) },
    {
      title: '操作',
      key: 'op',
      width: actions ? 260 : 150,
      render: (_, r) => {
        const safe = isAllowedUrl(r.url, 'link');
        return (
          <Space size={0} wrap>
            {platform ? (
              safe && (
                <Button type="link" size="small" href={r.url} target="_blank" rel="noopener noreferrer" aria-label={`访问 ${r.fileName}`}>
                  访问
                </Button>
              )
            ) : (
              <>
                {r.preview && (
                  <Button type="link" size="small" onClick={() => setPdf(r)} aria-label={`预览 ${r.fileName}`}>
                    预览
                  </Button>
                )}
                {r.type === 'video' && (
                  <Button type="link" size="small" onClick={() => setVideo(r)} aria-label={`播放 ${r.fileName}`}>
                    播放
                  </Button>
                )}
                {safe && (
                  <Button type="link" size="small" href={r.url} download={r.fileName} aria-label={`下载 ${r.fileName}`}>
                    下载
                  </Button>
                )}
              </>
            )}
            {actions?.(r)}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} /> : null}
      <Table<DownloadItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page?.records ?? []}
        loading={loading}
        scroll={{ y: DOWNLOAD_TABLE_HEIGHT }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={platform ? '暂无系统平台' : kind === 'video' ? '暂无视频' : '暂无文件'} /> }}
        pagination={{
          current: curPage,
          pageSize: DOWNLOAD_PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          showQuickJumper: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: setCurPage,
        }}
      />
      {pdf && (
        <Modal open title={pdf.fileName} width="80%" footer={null} onCancel={() => setPdf(null)} destroyOnHidden>
          <iframe title={`预览 ${pdf.fileName}`} src={pdf.url} style={{ width: '100%', height: '70vh', border: 0 }} />
        </Modal>
      )}
      {video && (
        <Modal open title={video.fileName} width={800} footer={null} onCancel={() => setVideo(null)} destroyOnHidden>
          <video src={video.url} controls style={{ width: '100%', maxHeight: '70vh' }} aria-label={video.fileName}>
            <track kind="captions" />
          </video>
        </Modal>
      )}
    </>
  );
}

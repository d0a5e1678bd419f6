import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DOWNLOAD_KIND_LABELS, DOWNLOAD_MESSAGES, type DownloadItem, type DownloadKind } from '../../../schemas/downloads';
import { startUpload } from '../../../runtime/upload/upload-client';
import { hashFile } from '../../../runtime/upload/md5';
import { UploadCallError } from '../../../runtime/upload/transport';
import { downloadApi } from '../../api/downloads';
import { get } from '../../api/client';
import { uploads } from '../../api/runtime-services';
import type { PlatformInfo } from '../../../schemas/auth';
import { PageIntro } from '../system/PageIntro';
import { DownloadTable } from '../download-centre/DownloadTable';

interface ItemForm {
  name?: string;
  url?: string;
  description?: string;
  sort?: number;
}

/** What the file picker takes (the server sniffs the content and refuses anything else). */
const ACCEPT: Record<Exclude<DownloadKind, 'platform'>, string> = { file: '.pdf,.jpg,.jpeg,.png,.webp', video: '.mp4,.webm' };

const messageOf = (e: unknown) => (e instanceof UploadCallError || e instanceof Error) && e.message ? e.message : '保存失败，请稍后重试';

/** Adds or changes one item: a file or video is uploaded first (docs/uploads.md), then saved. */
function ItemDialog({ kind, item, onClose, onSaved }: { kind: DownloadKind; item: DownloadItem | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<ItemForm>();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = DOWNLOAD_KIND_LABELS[kind];
  const platform = kind === 'platform';

  const submit = async (values: ItemForm) => {
    setError(null);
    if (!platform && !file && !item) return setError(DOWNLOAD_MESSAGES.noFile);
    setBusy(true);
    try {
      let fileId = item?.fileId ?? undefined;
      if (!platform && file) {
        const answer = await startUpload(file, { gnCoding: '', systemCoding: '', ...(kind === 'video' ? { fileType: 'editor-video' } : {}) }, { transport: uploads, hash: hashFile }).done;
        fileId = answer.fileId;
      }
      await downloadApi.save({
        ...(item ? { id: item.id } : {}),
        type: kind,
        ...(platform ? { url: values.url?.trim() ?? '' } : { fileId }),
        name: values.name?.trim() ?? '',
        description: values.description?.trim() ?? '',
        sort: values.sort ?? 0,
      });
      onSaved();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`${item ? '编辑' : '添加'}${label}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} /> : null}
      <Form<ItemForm>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{ name: item?.fileName ?? '', url: platform ? (item?.url ?? '') : '', description: item?.description ?? '', sort: item?.sort ?? 0 }}
      >
        {!platform && (
          <Form.Item label={item ? `更换${label}（不选则保留原${label}）` : label} htmlFor="product-file" required={!item}>
            <input id="product-file" type="file" accept={ACCEPT[kind as Exclude<DownloadKind, 'platform'>]} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={platform ? '平台名称' : '显示名称（不填则用文件名）'}
          rules={platform ? [{ required: true, whitespace: true, message: DOWNLOAD_MESSAGES.noName }] : []}
        >
          <Input maxLength={64} />
        </Form.Item>
        {platform && (
          <Form.Item name="url" label="平台地址" rules={[{ required: true, whitespace: true, message: DOWNLOAD_MESSAGES.noUrl }]}>
            <Input maxLength={500} placeholder="https://" />
          </Form.Item>
        )}
        <Form.Item name="description" label="说明">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One kind's tab: the centre's table with 添加, 编辑, 删除. */
function KindTab({ kind }: { kind: DownloadKind }) {
  const { message } = App.useApp();
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<{ item: DownloadItem | null } | null>(null);
  const label = DOWNLOAD_KIND_LABELS[kind];
  const remove = async (item: DownloadItem) => {
    await downloadApi.remove(item.id);
    void message.success(DOWNLOAD_MESSAGES.deleted);
    setReload((n) => n + 1);
  };
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ item: null })}>
          添加{label}
        </Button>
      </Space>
      <DownloadTable
        kind={kind}
        reload={reload}
        actions={(item) => (
          <>
            <Button type="link" size="small" onClick={() => setEditing({ item })} aria-label={`编辑 ${item.fileName}`}>
              编辑
            </Button>
            <Popconfirm title={`删除“${item.fileName}”？`} okText="删除" cancelText="取消" onConfirm={() => remove(item).catch(() => undefined)}>
              <Button type="link" size="small" danger aria-label={`删除 ${item.fileName}`}>
                删除
              </Button>
            </Popconfirm>
          </>
        )}
      />
      {editing && (
        <ItemDialog
          kind={kind}
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(DOWNLOAD_MESSAGES.saved);
            setReload((n) => n + 1);
          }}
        />
      )}
    </>
  );
}

/** 平台介绍: the description the footer and GET /ks/portal/v1/home/describe show (HTML, cleaned on save). */
function DescribeTab() {
  const { message } = App.useApp();
  const [text, setText] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    get<PlatformInfo>('/ks/portal/v1/home/platform', { quiet: true }).then(
      (p) => {
        setText(p.describe);
        setSaved(p.describe);
      },
      () => setText(''),
    );
  }, []);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await downloadApi.describe({ describe: text ?? '' });
      setText(answer.describe);
      setSaved(answer.describe);
      void message.success(DOWNLOAD_MESSAGES.describeSaved);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ maxWidth: 800 }}>
      {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 12 }} /> : null}
      <label htmlFor="platform-describe" style={{ display: 'block', marginBottom: 8 }}>
        平台介绍（显示在页脚和门户首页；可用段落、加粗、链接等简单 HTML，保存时清除脚本等不安全内容）
      </label>
      <Input.TextArea id="platform-describe" rows={6} maxLength={20_000} value={text ?? ''} disabled={text === null} onChange={(e) => setText(e.target.value)} />
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" loading={busy} disabled={text === null || text === saved} onClick={() => void save()}>
          保存平台介绍
        </Button>
      </Space>
    </div>
  );
}

/**
 * 产品中心 (/configPage/productConfig, /productCenter/systemPlatform; administrators and developers;
 * docs/download-centre.md): the files, videos and platform links the download centre lists, and the
 * platform description.
 */
export default function ProductCentrePage() {
  // 系统平台 opens on its own tab
  const platformFirst = useLocation().pathname === '/productCenter/systemPlatform';
  return (
    <div className="ks-card" data-testid="product-centre">
      <PageIntro title="产品中心">在这里发布的文件、视频和系统平台显示在下载中心（页头“驱动下载”、文件下载、视频下载），无需登录即可查看和下载；每次添加、修改和删除都记入操作日志。</PageIntro>
      <Tabs
        defaultActiveKey={platformFirst ? 'platform' : 'file'}
        items={[
          { key: 'file', label: '文件', children: <KindTab kind="file" /> },
          { key: 'video', label: '视频', children: <KindTab kind="video" /> },
          { key: 'platform', label: '系统平台', children: <KindTab kind="platform" /> },
          { key: 'describe', label: '平台介绍', children: <DescribeTab /> },
        ]}
      />
    </div>
  );
}

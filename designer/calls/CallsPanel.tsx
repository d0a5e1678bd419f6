import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Empty, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import type { CatalogueCall } from '../../schemas/catalogue';
import type { DisplayGroupSummary } from '../../schemas/designer';
import type { DictionarySummary } from '../../schemas/dictionary-manager';
import { specAreaOf } from '../../schemas/spec-calls';
import type { CallsApi } from './api';
import { CallEditor } from './CallEditor';
import { accessLabel, emptyDraft, operationLabel, toDraft, type CallDraft } from './draft';
import { TryCallDialog } from './TryCallDialog';
import '../designer.css';
import './calls.css';

interface Props {
  systemCoding: string;
  api: CallsApi;
}

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/**
 * 接口: a system's call catalogue (docs/designer.md "接口"). The list is edited here and sent whole
 * with the version it was read at; a refused save shows the server's message and keeps the list as
 * edited.
 */
export function CallsPanel({ systemCoding, api }: Props) {
  const { message, modal } = App.useApp();
  const [version, setVersion] = useState<number | null>(null);
  const [calls, setCalls] = useState<CatalogueCall[]>([]);
  const [dirty, setDirty] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; stale: boolean } | null>(null);
  const [editing, setEditing] = useState<{ index: number | null; draft: CallDraft } | null>(null);
  const [trying, setTrying] = useState<CatalogueCall | null>(null);
  const [nodes, setNodes] = useState<DisplayGroupSummary[]>([]);
  const [dictionaries, setDictionaries] = useState<DictionarySummary[]>([]);
  const area = useMemo(() => specAreaOf(systemCoding), [systemCoding]);
  const others = useMemo(() => (editing ? calls.filter((_, i) => i !== editing.index) : calls), [calls, editing]);

  const load = useCallback(async () => {
    setLoading(true);
    setLoadError(null);
    try {
      const catalogue = await api.load(systemCoding);
      setCalls(catalogue.calls);
      setVersion(catalogue.version);
      setDirty(false);
      setRefusal(null);
    } catch (e) {
      setLoadError(errorText(e, '接口列表读取失败'));
    } finally {
      setLoading(false);
    }
  }, [api, systemCoding]);
  useEffect(() => {
    void load();
    api.listNodes(systemCoding).then(setNodes, () => setNodes([]));
    api.dictionaries().then(setDictionaries, () => setDictionaries([]));
  }, [api, systemCoding, load]);

  const reload = () => {
    if (!dirty) return void load();
    modal.confirm({ title: '重新读取接口列表？', content: '未保存的修改将丢失。', okText: '重新读取', cancelText: '取消', onOk: () => load() });
  };
  const change = (next: CatalogueCall[]) => {
    setCalls(next);
    setDirty(true);
  };
  const save = async () => {
    if (version === null) return;
    setSaving(true);
    try {
      const outcome = await api.save({ systemCoding, version, calls });
      if (outcome.kind === 'saved') {
        setVersion(outcome.version);
        setDirty(false);
        setRefusal(null);
        message.success(`接口已保存 · 版本 ${outcome.version}`);
      } else {
        setRefusal(outcome);
      }
    } catch (e) {
      setRefusal({ message: errorText(e, '保存失败'), stale: false });
    } finally {
      setSaving(false);
    }
  };
  const nodeTitle = (id: string) => {
    const n = nodes.find((x) => x.nodeId === id);
    return n ? `${n.menuTitle ?? n.title}（${id}）` : id;
  };

  if (loadError) {
    return (
      <Alert
        type="error"
        showIcon
        message="接口列表读取失败"
        description={loadError}
        action={
          <Button size="small" onClick={() => void load()}>
            重试
          </Button>
        }
      />
    );
  }

  return (
    <section aria-label="接口列表" className="ks-calls">
      {area && (
        <Alert
          type="info"
          showIcon
          className="ks-calls-area"
          message={`系统编码 ${systemCoding} 对应规格的「${area.label}」：新增接口时可从 ${area.calls.length} 个规格路径中选择`}
        />
      )}
      <Space wrap className="ks-calls-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={version === null} onClick={() => setEditing({ index: null, draft: emptyDraft() })}>
          新增接口
        </Button>
        <Button icon={<SaveOutlined aria-hidden />} loading={saving} disabled={!dirty} onClick={() => void save()}>
          保存接口
        </Button>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={reload}>
          重新读取
        </Button>
        <Typography.Text type={dirty ? 'warning' : 'secondary'} role="status">
          {version === null ? '' : dirty ? `有未保存的修改（读取时为版本 ${version}）` : `已保存 · 版本 ${version}`}
        </Typography.Text>
      </Space>
      {refusal && (
        <Alert
          type="error"
          showIcon
          className="ks-calls-refusal"
          message="接口未保存"
          description={refusal.stale ? `${refusal.message}。列表中的修改仍保留，可先记下后重新读取。` : refusal.message}
          closable
          onClose={() => setRefusal(null)}
        />
      )}
      <Table<CatalogueCall & { key: number }>
        size="small"
        loading={loading}
        pagination={false}
        dataSource={calls.map((c, key) => ({ ...c, key }))}
        locale={{ emptyText: <Empty description="还没有接口：点击「新增接口」添加" /> }}
        columns={[
          { title: '路径', dataIndex: 'path', render: (p: string) => <code>{p}</code> },
          { title: '方法', dataIndex: 'method', width: 80, render: (m: string) => <Tag>{m}</Tag> },
          { title: '访问权限', key: 'access', width: 140, render: (_, c) => accessLabel(c.access) },
          { title: '引擎操作', key: 'operation', render: (_, c) => operationLabel(c.operation) },
          { title: '节点', key: 'node', render: (_, c) => nodeTitle(c.nodeId) },
          { title: '说明', dataIndex: 'summary' },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_, c) => (
              <Space size={0}>
                <Button type="link" size="small" aria-label={`编辑：${c.method} ${c.path}`} onClick={() => setEditing({ index: c.key, draft: toDraft(calls[c.key]) })}>
                  编辑
                </Button>
                <Button type="link" size="small" aria-label={`试调用：${c.method} ${c.path}`} onClick={() => setTrying(calls[c.key])}>
                  试调用
                </Button>
                <Button type="link" size="small" danger aria-label={`删除：${c.method} ${c.path}`} onClick={() => change(calls.filter((_, i) => i !== c.key))}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <CallEditor
        editing={editing}
        systemCoding={systemCoding}
        area={area}
        others={others}
        nodes={nodes}
        dictionaries={dictionaries}
        api={api}
        onTry={setTrying}
        onClose={() => setEditing(null)}
        onApply={(row) => {
          const at = editing?.index;
          change(at === null || at === undefined ? [...calls, row] : calls.map((c, i) => (i === at ? row : c)));
          setEditing(null);
        }}
      />
      <TryCallDialog call={trying} systemCoding={systemCoding} api={api} onClose={() => setTrying(null)} />
    </section>
  );
}

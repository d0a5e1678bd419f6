import { useEffect, useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import type { DictionaryDetail } from '../../schemas/dictionary-manager';
import { DISPLAY_CODE_PATTERN } from '../../schemas/dictionary-manager';
import { Prop } from '../panels/controls';
import type { DictionaryApi } from './api';
import { DictionaryTreeEditor, treeProblems } from './DictionaryTreeEditor';
import { addNode, nodesFromLines, toOptions, type EditNode } from './tree-model';

interface Props {
  api: DictionaryApi;
  open: boolean;
  /** proposed code and name (the field's code and name when opened from a field) */
  code?: string;
  name?: string;
  onCreated: (detail: DictionaryDetail) => void;
  onCancel: () => void;
}

const CODE_RE = new RegExp(DISPLAY_CODE_PATTERN);

/** 新建字典: code, name and the first options, saved as version 1 of a list shared by every system. */
export function CreateDictionaryDialog({ api, open, code = '', name = '', onCreated, onCancel }: Props) {
  const [displayCode, setDisplayCode] = useState(code);
  const [title, setTitle] = useState(name);
  const [items, setItems] = useState<EditNode[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Problems show once the developer has typed an option or pressed 保存, not on an empty first row.
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDisplayCode(code);
    setTitle(name);
    setItems(addNode([], null).nodes);
    setError(undefined);
    setTouched(false);
  }, [open, code, name]);
  const edit = (nodes: EditNode[]) => {
    setTouched(true);
    setItems(nodes);
  };

  const codeProblem = !displayCode ? '请输入字典编码' : CODE_RE.test(displayCode) ? undefined : '字典编码须以字母开头，只含字母、数字、_ 和 -，最多 64 个字符';
  const problems = treeProblems(items);
  const submit = async () => {
    setTouched(true);
    if (codeProblem || !title.trim() || problems.length) {
      setError(codeProblem ?? (!title.trim() ? '请输入字典名称' : problems[0]));
      return;
    }
    setBusy(true);
    try {
      onCreated(await api.create({ displayCode, systemCoding: '', name: title.trim(), items: toOptions(items) }));
    } catch (e) {
      setError(e instanceof Error ? e.message : '新建失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="新建字典" open={open} width={760} okText="保存" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onCancel} destroyOnHidden>
      <Prop label="字典编码（displayCode）" error={displayCode ? codeProblem : undefined} help="字段按此编码加载下拉选项">
        <Input aria-label="字典编码" value={displayCode} onChange={(e) => setDisplayCode(e.target.value.trim())} />
      </Prop>
      <Prop label="字典名称">
        <Input aria-label="字典名称" value={title} onChange={(e) => setTitle(e.target.value)} />
      </Prop>
      {/* Pasting the names is one step where typing them is two per option (name, value) plus 添加. */}
      <Prop label="粘贴字典项" help="每行一项：名称，或「名称 Tab 取值」（从表格复制两列）；不填取值时取值即名称。粘贴后可在下方修改">
        <Input.TextArea
          aria-label="粘贴字典项"
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={'公开招标\n邀请招标'}
          onChange={(e) => {
            const pasted = nodesFromLines(e.target.value);
            edit(pasted.length ? pasted : addNode([], null).nodes);
          }}
        />
      </Prop>
      <Prop label="字典项">
        <DictionaryTreeEditor value={items} onChange={edit} quiet={!touched} />
      </Prop>
      {error && <Alert type="error" role="alert" showIcon message={error} style={{ marginTop: 8 }} />}
    </Modal>
  );
}

import { useMemo, useState } from 'react';
import { Button, Input, Space, Switch, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CaretDownOutlined, CaretRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DICTIONARY_MAX_DEPTH, dictionaryTreeProblems } from '../../schemas/dictionary-manager';
import { addNode, moveNode, removeNode, toOptions, updateNode, type EditNode } from './tree-model';

interface Props {
  value: EditNode[];
  onChange: (nodes: EditNode[]) => void;
  /** read-only view (an old version) */
  readOnly?: boolean;
  /** keep the problems to itself (a new dictionary nobody has typed in yet) */
  quiet?: boolean;
}

/** Trees larger than this open with only the first level shown, so the page stays quick. */
const OPEN_ALL_UP_TO = 200;

const countNodes = (nodes: readonly EditNode[]): number => nodes.reduce((n, x) => n + 1 + countNodes(x.children), 0);

/**
 * The options of a dictionary as an indented tree: each option's 名称, 取值 and 停用, moved with
 * 上移/下移, given children with 添加下级. The problems the server would refuse (empty name, repeated
 * value, too deep) are listed under the tree as they are typed.
 */
export function DictionaryTreeEditor({ value, onChange, readOnly = false, quiet = false }: Props) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() =>
    countNodes(value) > OPEN_ALL_UP_TO ? new Set(value.filter((n) => n.children.length).map((n) => n.key)) : new Set(),
  );
  const problems = useMemo(() => dictionaryTreeProblems(toOptions(value)), [value]);
  const toggle = (key: string) =>
    setClosed((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const addChild = (parent: string | null) => {
    const { nodes } = addNode(value, parent);
    if (parent) setClosed((s) => new Set([...s].filter((k) => k !== parent)));
    onChange(nodes);
  };

  const rows = (nodes: EditNode[], depth: number, path: string) =>
    nodes.map((n, i) => {
      const here = path ? `${path}.${i + 1}` : String(i + 1);
      const open = !closed.has(n.key);
      return (
        <div key={n.key}>
          <div role="group" aria-label={`字典项 ${here}`} className="ks-dict-row" style={{ paddingLeft: (depth - 1) * 24, display: 'flex', gap: 6, alignItems: 'center', marginBottom: 4 }}>
            {n.children.length > 0 ? (
              <Button size="small" type="text" aria-label={open ? '收起' : '展开'} icon={open ? <CaretDownOutlined /> : <CaretRightOutlined />} onClick={() => toggle(n.key)} />
            ) : (
              <span style={{ width: 24, display: 'inline-block' }} />
            )}
            <Input size="small" aria-label="名称" placeholder="名称" style={{ width: 180 }} value={n.label} readOnly={readOnly} status={n.label.trim() || quiet ? undefined : 'error'} onChange={(e) => onChange(updateNode(value, n.key, { label: e.target.value }))} />
            <Input size="small" aria-label="取值" placeholder="取值" style={{ width: 140 }} value={n.value} readOnly={readOnly} onChange={(e) => onChange(updateNode(value, n.key, { value: e.target.value }))} />
            <Space size={4}>
              <Typography.Text type="secondary">停用</Typography.Text>
              <Switch size="small" aria-label="停用" checked={n.isDisabled} disabled={readOnly} onChange={(v) => onChange(updateNode(value, n.key, { isDisabled: v }))} />
            </Space>
            {!readOnly && (
              <Space size={0}>
                <Tooltip title="上移">
                  <Button size="small" type="text" aria-label="上移" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => onChange(moveNode(value, n.key, -1))} />
                </Tooltip>
                <Tooltip title="下移">
                  <Button size="small" type="text" aria-label="下移" icon={<ArrowDownOutlined />} disabled={i === nodes.length - 1} onClick={() => onChange(moveNode(value, n.key, 1))} />
                </Tooltip>
                <Tooltip title={depth >= DICTIONARY_MAX_DEPTH ? `最多 ${DICTIONARY_MAX_DEPTH} 级` : '添加下级'}>
                  <Button size="small" type="text" aria-label="添加下级" icon={<PlusOutlined />} disabled={depth >= DICTIONARY_MAX_DEPTH} onClick={() => addChild(n.key)} />
                </Tooltip>
                <Tooltip title="删除（连同下级）">
                  <Button size="small" type="text" danger aria-label="删除" icon={<DeleteOutlined />} onClick={() => onChange(removeNode(value, n.key))} />
                </Tooltip>
              </Space>
            )}
          </div>
          {open && rows(n.children, depth + 1, here)}
        </div>
      );
    });

  return (
    <div className="ks-dict-tree" aria-label="字典项编辑">
      {value.length === 0 && <Typography.Text type="secondary">还没有字典项</Typography.Text>}
      {rows(value, 1, '')}
      {!readOnly && (
        <Button size="small" icon={<PlusOutlined />} style={{ marginTop: 4 }} onClick={() => addChild(null)}>
          添加一级选项
        </Button>
      )}
      {!readOnly && !quiet && problems.length > 0 && (
        <ul className="ks-dict-problems" aria-label="字典项问题" style={{ color: '#cf1322', marginTop: 8, paddingLeft: 20 }}>
          {problems.slice(0, 10).map((p) => (
            <li key={p}>{p}</li>
          ))}
          {problems.length > 10 && <li>…共 {problems.length} 个问题</li>}
        </ul>
      )}
    </div>
  );
}

export const treeProblems = (nodes: readonly EditNode[]): string[] => dictionaryTreeProblems(toOptions(nodes));

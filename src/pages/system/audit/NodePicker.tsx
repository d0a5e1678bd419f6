import { useEffect, useState } from 'react';
import { Select, Space, Typography } from 'antd';
import type { MenuItem, SystemSummary } from '../../../../schemas/system';
import { fetchMainMenus } from '../../../api/menu';

/** Menu properties of the pages records are saved and audited on (src/menu/route-for-menu.ts). */
const RECORD_PAGES = new Set(['列表', '动态列表', '卡片列表', '详情', '动态详情', '总览列表', '承诺书']);

export interface NodeOption {
  value: string;
  label: string;
}

/** The record pages of a menu tree, labelled with their path (信用信息 › 信用记录). */
export function recordNodes(menus: MenuItem[], path: string[] = []): NodeOption[] {
  return menus.flatMap((m) => {
    if (m.children.length) return recordNodes(m.children, [...path, m.title]);
    return RECORD_PAGES.has(m.nodeProperties.trim()) ? [{ value: m.id, label: [...path, m.title].join(' › ') }] : [];
  });
}

interface Props {
  systems: SystemSummary[];
  systemCoding: string;
  onSystem: (coding: string) => void;
  nodeId: string | undefined;
  onNode: (nodeId: string | undefined) => void;
}

/** 系统 → 功能节点: the two pickers of the audit-level pages. */
export function NodePicker({ systems, systemCoding, onSystem, nodeId, onNode }: Props) {
  const [nodes, setNodes] = useState<NodeOption[] | null>(null);
  useEffect(() => {
    let live = true;
    setNodes(null);
    fetchMainMenus(systemCoding)
      .then((menus) => live && setNodes(recordNodes(menus)))
      .catch(() => live && setNodes([]));
    return () => {
      live = false;
    };
  }, [systemCoding]);

  return (
    <Space wrap>
      <Typography.Text>系统</Typography.Text>
      <Select
        aria-label="系统"
        style={{ width: 220 }}
        value={systemCoding}
        options={systems.map((s) => ({ value: s.systemCoding, label: s.systemName }))}
        onChange={(v: string) => {
          onSystem(v);
          onNode(undefined);
        }}
      />
      <Typography.Text>功能节点</Typography.Text>
      <Select
        aria-label="功能节点"
        style={{ width: 300 }}
        showSearch
        optionFilterProp="label"
        placeholder="请选择功能节点"
        loading={nodes === null}
        notFoundContent={nodes === null ? '加载中…' : '该系统没有可审核的功能节点'}
        value={nodeId}
        options={nodes ?? []}
        onChange={(v: string) => onNode(v)}
      />
    </Space>
  );
}

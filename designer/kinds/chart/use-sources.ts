import { useEffect, useState } from 'react';
import { pageKind } from '../../../schemas/page-kinds';
import type { DesignerApi } from '../../api';
import { useDesignerApi } from '../../page-pair/api-context';
import { formItems, listColumns } from '../../model/access';
import type { NodeConfig } from '../../store/types';

/** A node a panel may count: a list or form page of the chart's system. */
export interface SourceNode {
  nodeId: string;
  title: string;
}

/** A field a panel may group, sum or filter by. */
export interface SourceField {
  code: string;
  name: string;
}

/** The record's own fields, offered on every node (server/records/chart-query.ts knows them). */
export const RECORD_FIELDS: SourceField[] = [
  { code: 'status', name: '状态' },
  { code: 'createdAt', name: '创建时间' },
  { code: 'updatedAt', name: '更新时间' },
];

/** The nodes of the chart's own system that hold records (not other chart pages). */
export function useSourceNodes(chartNodeId: string): SourceNode[] {
  const api = useDesignerApi();
  const [nodes, setNodes] = useState<SourceNode[]>([]);
  useEffect(() => {
    if (!api) return;
    let live = true;
    void api
      .loadNode(chartNodeId)
      .then((self) => (self ? api.listNodes(self.systemCoding) : []))
      .then((list) => live && setNodes(list.filter((n) => pageKind(n.kind)?.opens !== 'dashboard').map((n) => ({ nodeId: n.nodeId, title: n.menuTitle ?? n.title }))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, chartNodeId]);
  return nodes;
}

/** The fields of a node's config: a list's columns or a form's fields, by the shape they have. */
export function fieldsOfConfig(config: NodeConfig): SourceField[] {
  const columns = listColumns(config);
  const own = columns
    ? columns.map((c) => ({ code: c.bianma ?? c.code, name: c.name }))
    : formItems(config).map((f) => ({ code: f.bianma, name: f.name }));
  const codes = new Set(RECORD_FIELDS.map((f) => f.code));
  // A list's operations column and the like are not record fields: the server only takes data keys.
  return [...own.filter((f) => /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(f.code) && !codes.has(f.code)), ...RECORD_FIELDS];
}

const fieldsCache = new WeakMap<DesignerApi, Map<string, Promise<SourceField[]>>>();

/** The fields of `nodeId` (loaded once per designer API). */
export function useSourceFields(nodeId: string | undefined): SourceField[] {
  const api = useDesignerApi();
  const [fields, setFields] = useState<SourceField[]>(RECORD_FIELDS);
  useEffect(() => {
    if (!api || !nodeId) return;
    let live = true;
    const cache = fieldsCache.get(api) ?? new Map<string, Promise<SourceField[]>>();
    fieldsCache.set(api, cache);
    const known = cache.get(nodeId) ?? api.loadNode(nodeId).then((n) => (n ? fieldsOfConfig(n.config as NodeConfig) : RECORD_FIELDS));
    cache.set(nodeId, known);
    known.then((f) => live && setFields(f), () => undefined);
    return () => {
      live = false;
    };
  }, [api, nodeId]);
  return fields;
}

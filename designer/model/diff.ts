import type { ConfigChange } from '../../schemas/designer';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Differences between two configs as JSON-pointer changes (the shape of the server's history/diff
 * call), so a conflict can be compared locally with the server copy without another call.
 * Arrays are compared index by index: a config's lists are short and positions are meaningful.
 */
export function diffJson(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: ConfigChange[] = [];
    const n = Math.max(before.length, after.length);
    for (let i = 0; i < n; i++) {
      const p = `${path}/${i}`;
      if (i >= before.length) out.push({ path: p, op: 'add', after: after[i] });
      else if (i >= after.length) out.push({ path: p, op: 'remove', before: before[i] });
      else out.push(...diffJson(before[i], after[i], p));
    }
    return out;
  }
  if (isObj(before) && isObj(after)) {
    const out: ConfigChange[] = [];
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const p = `${path}/${escape(key)}`;
      if (!(key in after)) out.push({ path: p, op: 'remove', before: before[key] });
      else if (!(key in before)) out.push({ path: p, op: 'add', after: after[key] });
      else out.push(...diffJson(before[key], after[key], p));
    }
    return out;
  }
  return [{ path: path || '/', op: 'replace', before, after }];
}

const KEY_LABELS: Record<string, string> = {
  name: '名称', bianma: '编码', type: '类型', required: '必填', col: '宽度', show: '显示', readonly: '只读',
  regex: '正则', regexMessage: '正则提示', maxLength: '最大长度', placeholder: '占位提示', code: '编码',
  options: '选项', list: '选项列表', parentNode: '上级字段', childNode: '下级字段', groupNumber: '联动组',
  curInfo: '回填字段', title: '标题', key: '分组标识', width: '宽度', listAlignment: '对齐', isSearch: '表头搜索',
  isStatus: '状态列', cardStyle: '卡片样式', contents: '卡片内容', titleKey: '标题字段', formNodeId: '详情页面',
  search: '查询', displayList: '查询条件', displayCode: '查询编码', dataList: '可选值', label: '文字', value: '值',
  labels: '显示名称', from: '取自',
};

const named = (v: unknown): string => {
  if (!isObj(v)) return '';
  const name = typeof v.name === 'string' ? v.name : typeof v.title === 'string' ? v.title : '';
  const key = typeof v.bianma === 'string' ? v.bianma : typeof v.code === 'string' ? v.code : '';
  return `${name ? `「${name}」` : ''}${key ? `(${key})` : ''}`;
};

/**
 * A JSON pointer in words, read against `config`: `/groups/0/items/2/name` →
 * `第 1 组「基本信息」 › 第 3 个字段「电话」(dh) › 名称`.
 */
export function describePath(config: unknown, pointer: string): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const words: string[] = [];
  let node: unknown = config;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const parent = parts[i - 1];
    const child = Array.isArray(node) ? node[Number(part)] : isObj(node) ? node[part] : undefined;
    if (/^\d+$/.test(part) && Array.isArray(node)) {
      const n = Number(part) + 1;
      const what = parent === 'groups' ? `第 ${n} 组` : parent === 'items' ? `第 ${n} 个字段` : parent === 'columns' ? `第 ${n} 列` : parent === 'displayList' ? `第 ${n} 个查询条件` : parent === 'contents' ? `第 ${n} 行` : `第 ${n} 项`;
      words.push(`${what}${named(child)}`);
    } else if (!['items', 'groups', 'columns'].includes(part)) {
      words.push(KEY_LABELS[part] ?? part);
    }
    node = child;
  }
  return words.join(' › ') || '整个配置';
}

/** A value as one short line of text. */
export function showValue(v: unknown): string {
  if (v === undefined) return '（无）';
  const text = typeof v === 'string' ? `"${v}"` : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

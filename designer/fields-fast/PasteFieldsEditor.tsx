import { useMemo } from 'react';
import { Alert, Input, Select, Table, Typography } from 'antd';
import type { FieldRegistry } from '../../runtime/core/registry';
import { fieldTypeEntries } from '../model/palette';
import { proposeCode } from './codes';
import type { FieldDraft } from './build';
import type { PasteDrafts } from './use-paste';

interface Props {
  paste: PasteDrafts;
  registry: FieldRegistry;
  /** codes the node already uses (the preview's codes avoid them) */
  taken: ReadonlySet<string>;
  /** pasted choices become dictionaries (the host can make them), else inline options */
  dictionaries?: boolean;
}

/**
 * A box to paste field names into (a spreadsheet column or row, one name a line, with optional
 * hints: docs/designer.md "粘贴字段的写法"), the lines' errors, and the preview of the fields it
 * makes: name, hinted or guessed type (changeable per row), proposed code, what the hints add.
 */
/** What a line's hints add besides the type, in a few words (the panels edit each afterwards). */
function hintsOf(d: FieldDraft, dictionaries: boolean): string {
  const out: string[] = [];
  if (d.options?.length) out.push(`${dictionaries ? '字典' : '选项'} ${d.options.join('/')}`);
  if (d.regex) out.push('正则');
  if (d.condition) out.push('条件规则');
  return out.join('，');
}

export function PasteFieldsEditor({ paste, registry, taken, dictionaries = false }: Props) {
  const types = useMemo(() => fieldTypeEntries(registry).map((e) => ({ value: e.type, label: `${e.label}（${e.type}）` })), [registry]);
  const codes = useMemo(() => {
    const used = new Set(taken);
    return paste.build(used).map((i) => i.bianma);
  }, [paste, taken]);
  return (
    <div className="ks-paste-fields">
      <label htmlFor="ks-paste-names" className="ks-prop-label">
        字段名称（每行一个，可直接从表格复制粘贴；名称前后加 * 表示必填；名称后可写类型、选项、正则或条件）
      </label>
      <Input.TextArea
        id="ks-paste-names"
        aria-label="粘贴字段名称"
        autoSize={{ minRows: 4, maxRows: 10 }}
        value={paste.text}
        placeholder={'企业名称\n*联系电话（手机号）\n注册资本 金额\n项目类型：房屋建筑/市政/水利\n编号 /^[A-Z]{2}\\d{6}$/ 请输入两位大写字母加六位数字\n是否联合体\n联合体牵头单位：当 是否联合体=是 时显示并必填'}
        onChange={(e) => paste.setText(e.target.value)}
      />
      {paste.errors.length > 0 && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          role="alert"
          message="请先改正以下各行，改正前不会添加字段"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {paste.errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          }
        />
      )}
      {paste.drafts.length > 0 && (
        <Table
          size="small"
          style={{ marginTop: 12 }}
          aria-label="字段预览"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={paste.drafts}
          columns={[
            { title: '字段名称', dataIndex: 'name', render: (name: string, d) => (d.required ? <span>{name} <Typography.Text type="danger">*</Typography.Text></span> : name) },
            {
              title: '字段类型（猜测，可修改）',
              dataIndex: 'type',
              render: (type: string, d, i) => (
                <Select aria-label={`字段类型：${d.name}`} size="small" style={{ width: 200 }} value={type} options={types} virtual={false} showSearch optionFilterProp="label" onChange={(v) => paste.setType(i, v)} />
              ),
            },
            { title: '字段编码', key: 'code', render: (_: unknown, d, i) => <code data-testid={`paste-code-${i}`}>{codes[i] ?? proposeCode(d.name, taken)}</code> },
            { title: '另有', key: 'hints', render: (_: unknown, d) => <span data-testid="paste-hints">{hintsOf(d, dictionaries)}</span> },
          ]}
        />
      )}
    </div>
  );
}

import { useMemo } from 'react';
import { Input, Select, Table, Typography } from 'antd';
import type { FieldRegistry } from '../../runtime/core/registry';
import { fieldTypeEntries } from '../model/palette';
import { proposeCode } from './codes';
import type { PasteDrafts } from './use-paste';

interface Props {
  paste: PasteDrafts;
  registry: FieldRegistry;
  /** codes the node already uses (the preview's codes avoid them) */
  taken: ReadonlySet<string>;
}

/**
 * A box to paste field names into (a spreadsheet column or row, one name a line) and the preview
 * of the fields it makes: name, guessed type (changeable per row), proposed code.
 */
export function PasteFieldsEditor({ paste, registry, taken }: Props) {
  const types = useMemo(() => fieldTypeEntries(registry).map((e) => ({ value: e.type, label: `${e.label}（${e.type}）` })), [registry]);
  const codes = useMemo(() => {
    const used = new Set(taken);
    return paste.build(used).map((i) => i.bianma);
  }, [paste, taken]);
  return (
    <div className="ks-paste-fields">
      <label htmlFor="ks-paste-names" className="ks-prop-label">
        字段名称（每行一个，可直接从表格复制粘贴；名称前后加 * 表示必填）
      </label>
      <Input.TextArea
        id="ks-paste-names"
        aria-label="粘贴字段名称"
        autoSize={{ minRows: 4, maxRows: 10 }}
        value={paste.text}
        placeholder={'企业名称\n*联系电话\n成立日期\n注册资金\n备注'}
        onChange={(e) => paste.setText(e.target.value)}
      />
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
          ]}
        />
      )}
    </div>
  );
}

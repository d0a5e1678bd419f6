import { useEffect, useState } from 'react';
import { Button, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldOption } from '../../schemas/form';
import { checkDesigner } from '../../schemas/check-designer';

/** Inline choices as rows of text and value. */
export function FlatOptionEditor({ value, onChange }: { value: FieldOption[]; onChange: (list: FieldOption[]) => void }) {
  const set = (i: number, patch: Partial<FieldOption>) => onChange(value.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <div className="ks-option-editor">
      {value.map((o, i) => (
        <Space.Compact key={i} block style={{ marginBottom: 4 }}>
          <Input aria-label={`第 ${i + 1} 个选项文字`} placeholder="文字" value={o.label} onChange={(e) => set(i, { label: e.target.value })} />
          <Input aria-label={`第 ${i + 1} 个选项值`} placeholder="值" value={String(o.value)} onChange={(e) => set(i, { value: e.target.value })} />
          <Button aria-label={`删除第 ${i + 1} 个选项`} icon={<DeleteOutlined />} onClick={() => onChange(value.filter((_, j) => j !== i))} />
        </Space.Compact>
      ))}
      <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => onChange([...value, { label: `选项${value.length + 1}`, value: String(value.length + 1) }])}>
        添加选项
      </Button>
    </div>
  );
}

/**
 * Tree choices (cascader, transfer, tree select) as JSON: nested rows would be unwieldy. The text
 * is kept while it does not parse, and applied as soon as it is a valid option list.
 */
export function TreeOptionEditor({ value, onChange, onError }: { value: FieldOption[]; onChange: (list: FieldOption[]) => void; onError: (message: string | undefined) => void }) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  useEffect(() => {
    // Follow outside changes (undo) unless they are what the text already says.
    setText((t) => {
      try {
        return JSON.stringify(JSON.parse(t)) === JSON.stringify(value) ? t : JSON.stringify(value, null, 2);
      } catch {
        return t;
      }
    });
  }, [value]);
  return (
    <Input.TextArea
      aria-label="树形选项 JSON"
      autoSize={{ minRows: 4, maxRows: 14 }}
      value={text}
      style={{ fontFamily: 'monospace', fontSize: 12 }}
      onChange={(e) => {
        setText(e.target.value);
        let parsed: unknown;
        try {
          parsed = JSON.parse(e.target.value);
        } catch {
          onError('JSON 格式错误，修改尚未生效');
          return;
        }
        const result = checkDesigner('OptionList', parsed);
        if (!result.ok) return onError('选项需为数组，每项包含 label 和 value，可有 children');
        onError(undefined);
        onChange(result.value as FieldOption[]);
      }}
    />
  );
}

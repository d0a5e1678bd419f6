import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import type { FieldOption } from '../../../schemas/form';
import { QualificationPicker } from '../../blocks/qualification-picker';
import type { FieldProps } from '../../core/registry';
import { groupAria } from '../shared/a11y';
import { pickerTarget, qualificationCode, useQualificationLabels, valuesOf } from '../shared/qualification-labels';

/**
 * The chosen qualifications (or project) as tags, and a button opening the qualification picker
 * (spec 002 §2 "A dialog lets the user pick qualifications or a project name"). The picker's
 * choice replaces the value; a tag's × removes one.
 */
export default function QualificationInput({ value, onChange, item, disabled, readOnly, a11y }: FieldProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const values = valuesOf(value);
  const target = pickerTarget(item);
  const displayCode = qualificationCode(item);
  // Names of values chosen before this visit come from the tree; fresh picks carry their own.
  const known = useQualificationLabels(displayCode, values.some((v) => !picked.has(String(v))));
  const label = (v: string | number) => picked.get(String(v)) ?? known(v);
  const locked = disabled || readOnly;

  const confirm = (chosen: FieldOption[]) => {
    setPicked(new Map(chosen.map((o) => [String(o.value), o.fullName ?? o.label])));
    const next = chosen.map((o) => o.value);
    onChange?.(target === 'projectName' ? next.slice(0, 1) : next);
    setOpen(false);
  };
  const remove = (v: string | number) => onChange?.(values.filter((x) => String(x) !== String(v)));

  return (
    // a group named by the label: the button keeps its own name (选择资质)
    <div className="ks-qualification-input" {...groupAria(a11y, 'group')}>
      <Space wrap size={[4, 4]}>
        {values.map((v) => (
          <Tag
            key={String(v)}
            closable={!locked}
            onClose={(e) => {
              e.preventDefault();
              remove(v);
            }}
          >
            {label(v)}
          </Tag>
        ))}
        <Button size="small" disabled={locked} onClick={() => setOpen(true)}>
          {target === 'projectName' ? '选择项目名称' : '选择资质'}
        </Button>
      </Space>
      {open && (
        <QualificationPicker
          open
          target={target}
          displayCode={displayCode}
          filterOptions={item.options?.list}
          value={values.map((v) => ({ value: v, label: label(v) }))}
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        />
      )}
    </div>
  );
}

import { Button, Checkbox, Empty, Modal, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { FieldOption } from '../../../schemas/form';

export interface CheckTransferProps {
  options: readonly FieldOption[];
  chosen: readonly FieldOption[];
  onChange: (chosen: FieldOption[]) => void;
}

const key = (o: FieldOption) => String(o.value);
const box = { border: '1px solid #f0f0f0', borderRadius: 6, height: 320, overflowY: 'auto' as const, padding: 8 };

/**
 * Two columns: the qualifications found (checkboxes, with a select-all that is indeterminate while
 * only some are chosen) and the chosen ones. Clearing all asks for confirmation first (spec 002 §4).
 */
export function CheckTransfer({ options, chosen, onChange }: CheckTransferProps) {
  const chosenKeys = new Set(chosen.map(key));
  const selectable = options.filter((o) => !o.isDisabled);
  const chosenHere = selectable.filter((o) => chosenKeys.has(key(o))).length;
  const all = selectable.length > 0 && chosenHere === selectable.length;

  const toggle = (o: FieldOption, on: boolean) =>
    onChange(on ? [...chosen, o] : chosen.filter((c) => key(c) !== key(o)));
  const clearAll = (keep: readonly FieldOption[]) =>
    Modal.confirm({
      title: '提示',
      content: '确定清空已选资质吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => onChange([...keep]),
    });
  const selectAll = (on: boolean) => {
    const visible = new Set(selectable.map(key));
    if (on) onChange([...chosen, ...selectable.filter((o) => !chosenKeys.has(key(o)))]);
    else clearAll(chosen.filter((c) => !visible.has(key(c))));
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
      <div>
        <Checkbox checked={all} indeterminate={chosenHere > 0 && !all} disabled={!selectable.length} onChange={(e) => selectAll(e.target.checked)}>
          全选（{chosenHere}/{selectable.length}）
        </Checkbox>
        <div style={box} data-testid="qualification-options">
          {options.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />}
          {options.map((o) => (
            <div key={key(o)}>
              <Checkbox checked={chosenKeys.has(key(o))} disabled={o.isDisabled} onChange={(e) => toggle(o, e.target.checked)}>
                {o.fullName ?? o.label}
              </Checkbox>
            </div>
          ))}
        </div>
      </div>
      <div>
        <div style={{ display: 'flex', justifyContent: 'space-between' }}>
          <span>已选（{chosen.length}）</span>
          <Button type="link" size="small" disabled={!chosen.length} onClick={() => clearAll([])}>
            清空
          </Button>
        </div>
        <div style={box} data-testid="qualification-chosen">
          {chosen.map((o) => (
            <div key={key(o)} style={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography.Text>{o.fullName ?? o.label}</Typography.Text>
              <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`移除${o.label}`} onClick={() => toggle(o, false)} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

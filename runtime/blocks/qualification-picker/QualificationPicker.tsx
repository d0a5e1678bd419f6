import { useCallback, useEffect, useState } from 'react';
import { Button, Cascader, Empty, Modal, Radio, Space, Spin } from 'antd';
import type { FieldOption } from '../../../schemas/form';
import { PICKER_THROTTLE_MS } from '../../core/constants';
import { toAntOptions } from '../../core/options';
import { useThrottle } from '../../core/throttle';
import { useReturnFocus } from '../../core/use-return-focus';
import { useRuntimeServices } from '../../services';
import { CheckTransfer } from './CheckTransfer';
import { QualificationHelp } from './QualificationHelp';
import '../../core/visually-hidden.css';

export interface QualificationPickerProps {
  open: boolean;
  /** qualifications (checkbox transfer list) or a project name (radio list) */
  target: 'qualification' | 'projectName';
  /** displayCode of the qualification options call */
  displayCode: string;
  /** choices of the header cascader filter (default: the branches of the unfiltered options) */
  filterOptions?: FieldOption[];
  /** already chosen items (qualification mode) or the chosen project (first item) */
  value?: FieldOption[];
  onConfirm: (chosen: FieldOption[]) => void;
  onCancel: () => void;
}

/**
 * The choosable items of the options call's answer: its leaves, in order. The server answers the
 * qualification tree (category → qualification → level, each level with its fullName); a user
 * picks levels, never a category.
 */
export function pickableLeaves(options: readonly FieldOption[]): FieldOption[] {
  return options.flatMap((o) => (o.children?.length ? pickableLeaves(o.children) : [o]));
}

/**
 * The filter's choices when the config gives none: the tree without its leaves (category →
 * qualification), so a user narrows the list by what the list is made of.
 */
export function filterBranches(options: readonly FieldOption[]): FieldOption[] {
  return options
    .filter((o) => o.children?.length)
    .map((o) => {
      const below = filterBranches(o.children!);
      return { label: o.label, value: o.value, ...(below.length ? { children: below } : {}) };
    });
}

/** The filter's input id (one picker is open at a time). */
const FILTER_ID = 'ks-qualification-filter';

/** The last value of each chosen filter path, comma-joined (spec 002 §2). */
export const filterParam = (paths: readonly (readonly (string | number)[])[]): string =>
  paths.filter((p) => p.length > 0).map((p) => String(p[p.length - 1])).join(',');

/**
 * Picks qualifications (or one project name) from the qualification options call, filtered by a
 * cascader. Search and reset run at most once per 1000 ms; 确定 stays disabled until something
 * is picked.
 */
export function QualificationPicker({ open, target, displayCode, filterOptions, value, onConfirm, onCancel }: QualificationPickerProps) {
  const services = useRuntimeServices();
  const [paths, setPaths] = useState<(string | number)[][]>([]);
  const [options, setOptions] = useState<FieldOption[]>([]);
  const [branches, setBranches] = useState<FieldOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<FieldOption[]>(value ?? []);
  // its field unmounts it on close: antd's own return of focus never runs
  useReturnFocus(open);

  const load = useCallback(
    async (filter: string) => {
      setLoading(true);
      try {
        const req = { ...services.context, displayCode, ...(filter ? { filter } : {}) };
        const tree = await services.fetchQualificationOptions(req);
        if (!filter) setBranches(filterBranches(tree));
        setOptions(pickableLeaves(tree));
      } catch {
        setOptions([]); // the list stays usable; the app's client reports the failure
      } finally {
        setLoading(false);
      }
    },
    [services, displayCode],
  );

  useEffect(() => {
    if (!open) return;
    setChosen(value ?? []);
    setPaths([]);
    void load('');
    // Reload only when the dialog opens; `value` is the starting point of that opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, load]);

  const search = useThrottle(() => void load(filterParam(paths)), PICKER_THROTTLE_MS);
  const reset = useThrottle(() => {
    setPaths([]);
    void load('');
  }, PICKER_THROTTLE_MS);

  const radioValue = chosen[0] ? String(chosen[0].value) : undefined;
  return (
    <Modal
      open={open}
      width={820}
      title={target === 'projectName' ? '选择项目名称' : '选择资质'}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="ok" type="primary" disabled={chosen.length === 0} onClick={() => onConfirm(chosen)}>
          确定
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12, gap: 8 }}>
        <QualificationHelp />
        <Space>
          {/* a multiple cascader shows its placeholder beside the input, not on it: no name without a label */}
          <label htmlFor={FILTER_ID} className="ks-visually-hidden">
            筛选条件
          </label>
          <Cascader
            id={FILTER_ID}
            multiple
            style={{ width: 320 }}
            options={toAntOptions(filterOptions ?? branches)}
            value={paths}
            onChange={(v) => setPaths((v ?? []) as (string | number)[][])}
            placeholder="请选择筛选条件"
            maxTagCount="responsive"
          />
          <Button type="primary" onClick={search}>
            搜索
          </Button>
          <Button onClick={reset}>重置</Button>
        </Space>
      </div>
      <Spin spinning={loading}>
        {target === 'projectName' ? (
          options.length ? (
            <Radio.Group
              value={radioValue}
              onChange={(e) => setChosen(options.filter((o) => String(o.value) === e.target.value))}
              style={{ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: 360, overflowY: 'auto' }}
            >
              {options.map((o) => (
                <Radio key={String(o.value)} value={String(o.value)} disabled={o.isDisabled}>
                  {o.fullName ?? o.label}
                </Radio>
              ))}
            </Radio.Group>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
          )
        ) : (
          <CheckTransfer options={options} chosen={chosen} onChange={setChosen} />
        )}
      </Spin>
    </Modal>
  );
}

import { useMemo, useState } from 'react';
import { Button, Divider, Empty, Radio, Typography } from 'antd';
import type { FieldOption, FormItem } from '../../schemas/form';
import type { ConfigProblem } from '../../runtime/core/check-config';
import type { FieldRegistry } from '../../runtime/core/registry';
import { commands } from '../commands';
import { fieldAt, formItems } from '../model/access';
import { fieldIssues } from '../model/issues';
import { splitKeys } from '../model/links';
import { fieldTypeEntries } from '../model/palette';
import { useDesignerState, useDesignerStore } from '../store/use-designer';
import { KeysProp, NumberProp, Prop, SelectProp, SwitchProp, TextProp } from './controls';
import { FlatOptionEditor, TreeOptionEditor } from './OptionListEditor';
import { TypePropInput } from './TypePropInput';
import { DictionaryPicker } from './DictionaryPicker';
import { ConditionRulesEditor, hasChoices } from './ConditionRulesEditor';
import { ValidatorPicker } from './ValidatorPicker';

const REQUIRED_CHOICES = [
  { value: 0, label: '0 非必填' },
  { value: 1, label: '1 必填' },
  { value: 2, label: '2 必填' },
];

interface Props {
  group: number;
  index: number;
  registry: FieldRegistry;
  problems: ConfigProblem[];
}

/**
 * The properties of one field. Which inputs appear follows the field type's traits
 * (schemas/field-types.ts): text types get length and regex, choice types an option source,
 * multi-value types a separator, and a type's own `props` a section of their own.
 */
export function FieldPanel({ group, index, registry, problems }: Props) {
  const store = useDesignerStore();
  const config = useDesignerState((s) => s.config);
  const [treeError, setTreeError] = useState<string>();
  const types = useMemo(() => fieldTypeEntries(registry).map((e) => ({ value: e.type, label: `${e.label}（${e.type}）` })), [registry]);
  const item = fieldAt(config, group, index);
  if (!item) return <Empty description="请选择一个字段" />;
  const def = registry.get(item.type);
  const issues = fieldIssues(config, group, index, registry, problems);
  const set = (key: keyof FormItem, value: unknown) => store.run(commands.updateFieldProp, { group, index, key, value });
  const others = formItems(config)
    .filter((f) => f !== item && f.bianma)
    .map((f) => ({ value: f.bianma, label: `${f.name}（${f.bianma}）` }));
  const optionKind = def?.options ?? 'none';
  // A rule mostly hangs on a choice just above the field (招标方式 → 邀请理由): propose that one, saving two picks.
  const above = formItems(config).slice(0, formItems(config).indexOf(item)).reverse();
  const proposed = above.find((f) => f.bianma && hasChoices(f, registry))?.bianma;
  const textual = def?.valueType === 'string' && optionKind === 'none';
  const inline = item.options?.list !== undefined;

  return (
    <div className="ks-prop-form" aria-label={`字段属性：${item.name}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        字段属性
      </Typography.Title>
      {/* rename-field: a code the designer made follows the name (pinyin initials); a typed one stays */}
      <TextProp label="字段名称" value={item.name} error={issues.name} onChange={(v) => store.run(commands.renameField, { group, index, name: v })} />
      <TextProp label="字段编码（bianma）" value={item.bianma} error={issues.bianma} help="数据保存时使用的键，字母开头；默认取名称的拼音首字母" onChange={(v) => set('bianma', v)} />
      <SelectProp label="字段类型" value={item.type} options={types} error={issues.type} onChange={(v) => v && set('type', v)} />
      <SelectProp<number> label="必填" value={item.required ?? 0} options={REQUIRED_CHOICES} error={issues.required} onChange={(v) => set('required', v)} />
      <NumberProp label="宽度（栅格，24 为整行）" value={item.col} min={1} max={24} error={issues.col} help="窗口 ≤1280 时单列、≤1536 时双列，更宽时按此宽度" onChange={(v) => set('col', v)} />
      <SwitchProp label="显示" value={item.show !== false} onChange={(v) => set('show', v ? undefined : false)} />
      <SwitchProp label="只读" value={item.readonly === true} onChange={(v) => set('readonly', v || undefined)} />
      <TextProp label="占位提示" value={item.placeholder} error={issues.placeholder} onChange={(v) => set('placeholder', v)} />

      {textual && (
        <>
          <Divider orientation="left" plain>
            校验
          </Divider>
          <NumberProp label="最大长度" value={item.maxLength} min={1} error={issues.maxLength} onChange={(v) => set('maxLength', v)} />
          <TextProp label="正则表达式" value={item.regex} error={issues.regex} placeholder="例如 ^1\d{10}$" onChange={(v) => set('regex', v)} />
          <TextProp label="正则提示" value={item.regexMessage} error={issues.regex ? undefined : issues.regexMessage} placeholder="不符合时提示用户的话" onChange={(v) => set('regexMessage', v)} />
          <ValidatorPicker value={item.validator} error={issues.validator} onChange={(v) => set('validator', v)} />
        </>
      )}

      {optionKind !== 'none' && (
        <>
          <Divider orientation="left" plain>
            选项
          </Divider>
          <Prop label="选项来源" error={issues.options ?? treeError}>
            <Radio.Group
              value={inline ? 'inline' : 'dict'}
              onChange={(e) => {
                if (e.target.value === 'inline') set('options', { ...item.options, list: [{ label: '选项1', value: '1' }] });
                else store.batch('改为字典选项', () => {
                  set('options', undefined);
                  if (!item.code) set('code', item.bianma);
                });
              }}
            >
              <Radio value="inline">内联选项</Radio>
              <Radio value="dict">字典（displayCode）</Radio>
            </Radio.Group>
          </Prop>
          {inline ? (
            optionKind === 'tree' ? (
              <TreeOptionEditor value={item.options?.list ?? []} onError={setTreeError} onChange={(list: FieldOption[]) => set('options', { ...item.options, list })} />
            ) : (
              <FlatOptionEditor value={item.options?.list ?? []} onChange={(list) => set('options', { ...item.options, list })} />
            )
          ) : (
            <DictionaryPicker code={item.code} fieldName={item.name} bianma={item.bianma} error={issues.code} onChange={(v) => set('code', v)} />
          )}
          {def?.multiple && <TextProp label="只读分隔符（selectMode）" value={item.selectMode} placeholder="默认 ;" onChange={(v) => set('selectMode', v)} />}
        </>
      )}

      {def?.props?.length || def?.propsNote ? (
        <>
          <Divider orientation="left" plain>
            {def.propsTitle ?? def.label}
          </Divider>
          {def.propsNote && <Typography.Paragraph type="secondary">{def.propsNote}</Typography.Paragraph>}
          {def.props?.map((prop) => (
            <TypePropInput key={prop.key} prop={prop} item={item} error={issues[prop.key]} onChange={(v) => set(prop.key, v)} />
          ))}
        </>
      ) : null}

      <Divider orientation="left" plain>
        联动
      </Divider>
      <KeysProp label="上级字段（parentNode）" value={splitKeys(item.parentNode)} options={others} error={issues.parentNode} onChange={(v) => set('parentNode', v.join(','))} />
      <KeysProp label="下级字段（childNode）" value={splitKeys(item.childNode)} options={others} error={issues.childNode} onChange={(v) => set('childNode', v.join(','))} />
      <TextProp label="联动组（groupNumber）" value={item.groupNumber} help="含 _x 表示上级取值是查询下级选项的必填条件" onChange={(v) => set('groupNumber', v)} />
      {optionKind !== 'none' && <KeysProp label="回填字段（curInfo）" value={item.curInfo ?? []} options={others} onChange={(v) => set('curInfo', v)} />}

      <Divider orientation="left" plain>
        条件规则
      </Divider>
      <ConditionRulesEditor rules={item.rules} fields={formItems(config).filter((f) => f !== item && f.bianma)} registry={registry} proposed={proposed} error={issues.rules}
        startsHidden={item.show === false}
        onChange={(v, show) =>
          show === undefined ? set('rules', v) : store.batch('条件规则', () => {
            set('rules', v);
            set('show', show ? undefined : false);
          })
        } />

      {issues[''] && <Typography.Text type="danger">{issues['']}</Typography.Text>}
      <Button block style={{ marginTop: 12 }} onClick={() => store.run(commands.duplicateField, { group, index })}>
        复制字段
      </Button>
    </div>
  );
}

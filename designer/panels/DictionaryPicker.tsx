import { useCallback, useEffect, useId, useState } from 'react';
import { App, AutoComplete, Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { DictionarySummary } from '../../schemas/dictionary-manager';
import { useDictionaryApi } from '../dictionaries/api';
import { CreateDictionaryDialog } from '../dictionaries/CreateDictionaryDialog';
import { useDesignerStore } from '../store/use-designer';
import { Prop, TextProp } from './controls';

interface Props {
  /** the field's code: the displayCode its dropdown call sends */
  code: string | undefined;
  fieldName: string;
  bianma: string;
  error?: string;
  onChange: (code: string | undefined) => void;
}

const LABEL = '字典编码（displayCode）';

/**
 * The field's dictionary: picked from the dictionary manager's lists, or created here in a dialog
 * (name + options) without leaving the designer (docs/dictionaries.md "From a field"). Without a
 * dictionary API (a host that cannot reach the server) it is the plain code input it replaces.
 */
export function DictionaryPicker({ code, fieldName, bianma, error, onChange }: Props) {
  const api = useDictionaryApi();
  const store = useDesignerStore();
  const { message } = App.useApp();
  const [lists, setLists] = useState<DictionarySummary[] | null>(null);
  const [creating, setCreating] = useState(false);
  const id = useId();
  const load = useCallback(() => {
    api?.list().then(setLists, () => setLists([]));
  }, [api]);
  useEffect(load, [load]);

  if (!api) return <TextProp label={LABEL} value={code} error={error} help="下拉选项接口的 displayCode，如 region、qyType" onChange={(v) => onChange(v)} />;
  // Lists of one system only serve that system: the picker suggests the shared ones.
  const shared = (lists ?? []).filter((l) => l.systemCoding === '');
  const known = !code || lists === null || (lists ?? []).some((l) => l.displayCode === code);
  const options = shared.map((l) => ({ value: l.displayCode, label: `${l.name}（${l.displayCode}）` }));

  return (
    <Prop label={LABEL} id={id} error={error ?? (known ? undefined : `字典 ${code} 不存在，下拉没有选项：请新建此字典或选择已有字典`)} help="输入编码或从已有字典中选择，或新建一个">
      <Space.Compact style={{ width: '100%' }}>
        {/* An input that suggests the lists, so any code can still be typed (a list created later, a list of one system). */}
        <AutoComplete
          id={id}
          aria-describedby={`${id}-note`}
          style={{ flex: 1, minWidth: 0 }}
          value={code ?? ''}
          options={options}
          defaultActiveFirstOption={false}
          placeholder="输入或选择字典"
          filterOption={(input, option) => !input || String(option?.label ?? '').toLowerCase().includes(input.toLowerCase())}
          onChange={(v: string) => onChange(v.trim() || undefined)}
        />
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建字典
        </Button>
      </Space.Compact>
      <CreateDictionaryDialog
        api={api}
        open={creating}
        code={code && !known ? code : bianma}
        name={fieldName}
        onCancel={() => setCreating(false)}
        onCreated={(d) => {
          setCreating(false);
          void message.success(`已新建字典「${d.name}」`);
          load();
          // Set even when the code is unchanged: the preview builds a new form from the new
          // config and loads the options the list now has (one undo step).
          store.batch('新建字典', () => {
            onChange(undefined);
            onChange(d.displayCode);
          });
        }}
      />
    </Prop>
  );
}

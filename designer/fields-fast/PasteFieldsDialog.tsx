import { useState } from 'react';
import { Alert, Modal } from 'antd';
import type { FormItem } from '../../schemas/form';
import type { FieldRegistry } from '../../runtime/core/registry';
import { useDictionaryApi } from '../dictionaries/api';
import { PasteFieldsEditor } from './PasteFieldsEditor';
import { makeDictionaries, planDictionaries, withDictionaries } from './paste-dictionaries';
import { usePasteDrafts } from './use-paste';

interface Props {
  open: boolean;
  registry: FieldRegistry;
  taken: ReadonlySet<string>;
  onAdd: (items: FormItem[]) => void;
  onClose: () => void;
}

/**
 * 批量粘贴字段: many fields at once from pasted names, each type checked in a preview first. Pasted
 * choices become dictionaries where the host gives the dictionary calls (the page designer), made
 * before the fields are added; a refusal is shown and nothing is added.
 */
export function PasteFieldsDialog({ open, registry, taken, onAdd, onClose }: Props) {
  const paste = usePasteDrafts(registry);
  const dictionaryApi = useDictionaryApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const count = paste.drafts.length;
  const add = async () => {
    const items = paste.build(taken);
    const wanted = dictionaryApi ? paste.wantedDictionaries(items) : [];
    setError(undefined);
    setBusy(true);
    try {
      const plans = wanted.length && dictionaryApi ? await planDictionaries(wanted, dictionaryApi) : [];
      if (plans.length && dictionaryApi) await makeDictionaries(plans, dictionaryApi);
      onAdd(withDictionaries(items, plans));
      paste.reset();
      onClose();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '添加失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title="批量粘贴字段"
      width={720}
      okText={count ? `添加 ${count} 个字段` : '添加字段'}
      okButtonProps={{ disabled: !paste.ready }}
      confirmLoading={busy}
      cancelText="取消"
      destroyOnHidden
      onCancel={() => {
        setError(undefined);
        onClose();
      }}
      onOk={() => void add()}
    >
      <PasteFieldsEditor paste={paste} registry={registry} taken={taken} dictionaries={!!dictionaryApi} />
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon role="alert" message={error} />}
    </Modal>
  );
}

import { Modal } from 'antd';
import type { FormItem } from '../../schemas/form';
import type { FieldRegistry } from '../../runtime/core/registry';
import { PasteFieldsEditor } from './PasteFieldsEditor';
import { usePasteDrafts } from './use-paste';

interface Props {
  open: boolean;
  registry: FieldRegistry;
  taken: ReadonlySet<string>;
  onAdd: (items: FormItem[]) => void;
  onClose: () => void;
}

/** 批量粘贴字段: many fields at once from pasted names, each type checked in a preview first. */
export function PasteFieldsDialog({ open, registry, taken, onAdd, onClose }: Props) {
  const paste = usePasteDrafts(registry);
  const count = paste.drafts.length;
  return (
    <Modal
      open={open}
      title="批量粘贴字段"
      width={720}
      okText={count ? `添加 ${count} 个字段` : '添加字段'}
      okButtonProps={{ disabled: !paste.ready }}
      cancelText="取消"
      destroyOnHidden
      onCancel={onClose}
      onOk={() => {
        onAdd(paste.build(taken));
        paste.reset();
        onClose();
      }}
    >
      <PasteFieldsEditor paste={paste} registry={registry} taken={taken} />
    </Modal>
  );
}

import { lazy, Suspense, useMemo } from 'react';
import { createForm } from '@formily/core';
import type { FormItem } from '../../../../schemas/form';
import { RuntimeServicesProvider } from '../../../../runtime/services';
import { createRuntimeServices } from '../../../api/runtime-services';

// The runtime's tiptap editor (the `editor` field type); loaded only when the form opens.
const RichTextEditor = lazy(() => import('../../../../runtime/fields/editor/RichTextEditor'));

const ITEM: FormItem = { bianma: 'msg', name: '通知内容', type: 'editor' };

/** The notice body as an antd form control: the runtime editor, its value sanitised HTML. */
export function NoticeBodyEditor({ value, onChange, id }: { value?: string; onChange?: (html: string) => void; id?: string }) {
  const services = useMemo(() => createRuntimeServices({ gnCoding: '', systemCoding: '' }), []);
  // The editor takes the Formily field it normally lives in; a lone field of a form of its own.
  const field = useMemo(() => createForm().createField({ name: ITEM.bianma }), []);
  return (
    <RuntimeServicesProvider services={services}>
      <Suspense fallback={<div aria-busy="true">编辑器加载中…</div>}>
        <RichTextEditor item={ITEM} field={field} value={value ?? ''} onChange={(v) => onChange?.(typeof v === 'string' ? v : '')} a11y={id ? { id, labelId: id } : undefined} />
      </Suspense>
    </RuntimeServicesProvider>
  );
}

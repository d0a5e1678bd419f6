import { useEffect, useRef } from 'react';
import { message } from 'antd';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { EDITOR_HEIGHT, MSG } from '../../core/constants';
import type { FieldProps } from '../../core/registry';
import type { FieldA11y } from '../shared/a11y';
import { sanitizeHtml } from '../../core/sanitize';
import { useRuntimeServices } from '../../services';
import { Toolbar } from './Toolbar';
import { Video } from './video';

const CSS = `
.ks-editor .tiptap { height: ${EDITOR_HEIGHT}px; overflow-y: auto; padding: 8px 12px; outline: none; }
/* a visible focus (WCAG 2.4.7), drawn inside the box's border */
.ks-editor .tiptap:focus-visible { outline: 2px solid var(--ks-focus-ring, #1677ff); outline-offset: -2px; }
.ks-editor .tiptap p.is-editor-empty:first-child::before { content: attr(data-placeholder); color: var(--ks-placeholder); float: left; height: 0; pointer-events: none; }
.ks-editor .tiptap img, .ks-editor .tiptap video { max-width: 100%; }
`;

/** The stored value: sanitised html, '' for an empty document. */
const valueOf = (html: string, empty: boolean) => (empty ? '' : sanitizeHtml(html));

/** The contenteditable's attributes (tiptap sets them on the element; absent keys are left off). */
function editorAttributes(name: string, a11y: FieldA11y | undefined): Record<string, string> {
  const attrs: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name };
  if (a11y) {
    attrs.id = a11y.id;
    if (a11y['aria-describedby']) attrs['aria-describedby'] = a11y['aria-describedby'];
    if (a11y['aria-invalid']) attrs['aria-invalid'] = 'true';
    if (a11y['aria-required']) attrs['aria-required'] = 'true';
  }
  return attrs;
}

/** Rich text (tiptap); the value is sanitised html. Loaded lazily by editor.tsx. */
export default function RichTextEditor({ item, value, onChange, onBlur, onFocus, disabled, a11y }: FieldProps) {
  const services = useRuntimeServices();
  const emitted = useRef<string>(typeof value === 'string' ? value : '');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ codeBlock: false, code: false, link: false }),
      Image,
      Video,
      Placeholder.configure({ placeholder: MSG.editorPlaceholder }),
    ],
    content: sanitizeHtml(typeof value === 'string' ? value : ''),
    editable: !disabled,
    immediatelyRender: true,
    // A contenteditable is no form control: role, name (the field label), state and message go on it.
    editorProps: { attributes: editorAttributes(item.name, a11y) },
    onUpdate: ({ editor: e }) => {
      emitted.current = valueOf(e.getHTML(), e.isEmpty);
      onChange?.(emitted.current);
    },
    onBlur: () => onBlur?.(),
    onFocus: () => onFocus?.(),
  });
  // A value set from outside (reset, setValues) replaces the document without echoing back.
  useEffect(() => {
    const next = typeof value === 'string' ? value : '';
    if (editor && next !== emitted.current) {
      emitted.current = next;
      editor.commands.setContent(sanitizeHtml(next), { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    // emitUpdate=false: toggling editability is not an edit, so it must not trigger validation.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const upload = async (kind: 'image' | 'video', file: File) => {
    if (!editor) return;
    try {
      const { url } = await services.uploadFile(file, { ...services.context, bianma: item.bianma, fileType: `editor-${kind}` });
      const chain = editor.chain().focus();
      (kind === 'image' ? chain.setImage({ src: url }) : chain.insertContent({ type: 'video', attrs: { src: url } })).run();
    } catch {
      void message.error(MSG.uploadFailed);
    }
  };

  return (
    <div className="ks-editor" style={{ border: '1px solid var(--ks-border)', borderRadius: 6 }}>
      <style>{CSS}</style>
      {editor && <Toolbar editor={editor} onUpload={item.editorMedia ? (k, f) => void upload(k, f) : undefined} />}
      <EditorContent editor={editor} />
    </div>
  );
}

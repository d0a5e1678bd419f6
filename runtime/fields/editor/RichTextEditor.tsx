import { useEffect, useRef } from 'react';
import { message } from 'antd';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { EDITOR_HEIGHT, MSG } from '../../core/constants';
import type { FieldProps } from '../../core/registry';
import { sanitizeHtml } from '../../core/sanitize';
import { useRuntimeServices } from '../../services';
import { Toolbar } from './Toolbar';
import { Video } from './video';

const CSS = `
.ks-editor .tiptap { height: ${EDITOR_HEIGHT}px; overflow-y: auto; padding: 8px 12px; outline: none; }
.ks-editor .tiptap p.is-editor-empty:first-child::before { content: attr(data-placeholder); color: #bfbfbf; float: left; height: 0; pointer-events: none; }
.ks-editor .tiptap img, .ks-editor .tiptap video { max-width: 100%; }
`;

/** The stored value: sanitised html, '' for an empty document. */
const valueOf = (html: string, empty: boolean) => (empty ? '' : sanitizeHtml(html));

/** Rich text (tiptap); the value is sanitised html. Loaded lazily by editor.tsx. */
export default function RichTextEditor({ item, value, onChange, onBlur, onFocus, disabled }: FieldProps) {
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
    <div className="ks-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <style>{CSS}</style>
      {editor && <Toolbar editor={editor} onUpload={item.editorMedia ? (k, f) => void upload(k, f) : undefined} />}
      <EditorContent editor={editor} />
    </div>
  );
}

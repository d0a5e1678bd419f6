import { lazy, Suspense } from 'react';
import { EDITOR_HEIGHT } from '../core/constants';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { sanitizeHtml } from '../core/sanitize';

// tiptap is large; forms without an editor field never load it.
const RichTextEditor = lazy(() => import('./editor/RichTextEditor'));

function EditorField(props: FieldProps) {
  return (
    <Suspense fallback={<div style={{ height: EDITOR_HEIGHT + 40, border: '1px solid #d9d9d9', borderRadius: 6 }}>编辑器加载中…</div>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** Read mode: the html after the allow-list sanitiser; never the raw value. */
function ReadRichText({ value }: FieldProps) {
  const html = sanitizeHtml(typeof value === 'string' ? value : '');
  if (!html) return <span className="ks-read-text">-</span>;
  return <div className="ks-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

export default defineFieldType({
  type: 'editor',
  component: EditorField,
  readPretty: ReadRichText,
  docs: {
    description: 'Rich text (450 px high, placeholder 请填写内容); toolbar without code blocks and links; with editorMedia images and videos are uploaded through services.uploadFile; read mode shows allow-list-sanitised html.',
    value: "string (sanitised html; '' for an empty document)",
    example: { bianma: 'xmjj', name: '项目简介', type: 'editor', editorMedia: true, value: '<p>工程概况……</p>' },
  },
});

import { lazy, Suspense } from 'react';
import { EDITOR_HEIGHT } from '../core/constants';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { sanitizeHtml } from '../core/sanitize';

// tiptap is large; forms without an editor field never load it.
const RichTextEditor = lazy(() => import('./editor/RichTextEditor'));

function EditorField(props: FieldProps) {
  return (
    <Suspense
      fallback={
        // the field's id while loading, as fields/shared/lazy-field.tsx does
        <div id={props.a11y?.id} role="group" aria-labelledby={props.a11y?.labelId} aria-busy="true" style={{ height: EDITOR_HEIGHT + 40, border: '1px solid #d9d9d9', borderRadius: 6 }}>
          编辑器加载中…
        </div>
      }
    >
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
});

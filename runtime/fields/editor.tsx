import { lazy, Suspense } from 'react';
import { EDITOR_HEIGHT } from '../core/constants';
import type { FieldProps } from '../core/registry';
import { defineFieldType } from './define';
import { LAZY_FALLBACK_ATTR } from './shared/lazy-field';

// tiptap is large; forms without an editor field never load it.
const RichTextEditor = lazy(() => import('./editor/RichTextEditor'));
// The read mode's sanitiser (DOMPurify) too: forms without a rich text to show never load it.
const RichTextRead = lazy(() => import('./editor/RichTextRead'));

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

/** Read mode: the html after the allow-list sanitiser (editor/RichTextRead.tsx); never the raw value. */
function ReadRichText({ value }: FieldProps) {
  if (typeof value !== 'string' || value === '') return <span className="ks-read-text">-</span>;
  return (
    <Suspense fallback={<span {...{ [LAZY_FALLBACK_ATTR]: '' }} className="ks-read-text" aria-busy="true">加载中…</span>}>
      <RichTextRead value={value} />
    </Suspense>
  );
}

export default defineFieldType({
  type: 'editor',
  component: EditorField,
  readPretty: ReadRichText,
});

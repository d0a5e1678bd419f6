import { lazy, Suspense } from 'react';
import { EDITOR_HEIGHT } from '../core/constants';
import { defineFieldType, type FieldProps } from '../core/registry';
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
  valueType: 'string',
  docs: {
    description: '富文本（高 450px，占位“请填写内容”）；工具栏不含代码块和链接，editorMedia 为 true 时可经上传接口插入图片和视频；只读时显示经白名单净化的 html。',
    value: 'string（净化后的 html；空文档为空字符串）',
    example: { bianma: 'xmjj', name: '项目简介', type: 'editor', editorMedia: true, value: '<p>工程概况……</p>' },
  },
});

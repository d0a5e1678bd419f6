import { useRef, type ReactNode } from 'react';
import { Button, Divider, Tooltip } from 'antd';
import {
  BoldOutlined, ItalicOutlined, LineOutlined, OrderedListOutlined, PictureOutlined, RedoOutlined,
  StrikethroughOutlined, UnderlineOutlined, UndoOutlined, UnorderedListOutlined, VideoCameraOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';

function Tool(props: { title: string; icon: ReactNode; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        icon={props.icon}
        aria-label={props.title}
        disabled={props.disabled}
        onMouseDown={(e) => e.preventDefault() /* keep the editor's selection */}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/**
 * Formatting tools. Code blocks and links are left out (spec 002 §9 excludes them); image and video
 * buttons appear only when `onUpload` is given (FormItem.editorMedia).
 */
export function Toolbar({ editor, onUpload }: { editor: Editor; onUpload?: (kind: 'image' | 'video', file: File) => void }) {
  const image = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }), bullet: e.isActive('bulletList'), ordered: e.isActive('orderedList'),
      undo: e.can().undo(), redo: e.can().redo(),
    }),
  });
  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => f(editor.chain().focus()).run();
  const pick = (kind: 'image' | 'video') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file && onUpload) onUpload(kind, file);
  };
  return (
    <div className="ks-editor-toolbar" role="toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: 2, padding: 4, borderBottom: '1px solid #f0f0f0' }}>
      <Tool title="加粗" icon={<BoldOutlined />} active={state.bold} onClick={run((c) => c.toggleBold())} />
      <Tool title="斜体" icon={<ItalicOutlined />} active={state.italic} onClick={run((c) => c.toggleItalic())} />
      <Tool title="下划线" icon={<UnderlineOutlined />} active={state.underline} onClick={run((c) => c.toggleUnderline())} />
      <Tool title="删除线" icon={<StrikethroughOutlined />} active={state.strike} onClick={run((c) => c.toggleStrike())} />
      <Tool title="标题" icon={<b>H</b>} active={state.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))} />
      <Divider type="vertical" />
      <Tool title="无序列表" icon={<UnorderedListOutlined />} active={state.bullet} onClick={run((c) => c.toggleBulletList())} />
      <Tool title="有序列表" icon={<OrderedListOutlined />} active={state.ordered} onClick={run((c) => c.toggleOrderedList())} />
      <Tool title="分割线" icon={<LineOutlined />} onClick={run((c) => c.setHorizontalRule())} />
      <Divider type="vertical" />
      <Tool title="撤销" icon={<UndoOutlined />} disabled={!state.undo} onClick={run((c) => c.undo())} />
      <Tool title="重做" icon={<RedoOutlined />} disabled={!state.redo} onClick={run((c) => c.redo())} />
      {onUpload && (
        <>
          <Divider type="vertical" />
          <Tool title="插入图片" icon={<PictureOutlined />} onClick={() => image.current?.click()} />
          <Tool title="插入视频" icon={<VideoCameraOutlined />} onClick={() => video.current?.click()} />
          <input ref={image} type="file" accept="image/*" hidden data-testid="editor-image-input" onChange={pick('image')} />
          <input ref={video} type="file" accept="video/*" hidden data-testid="editor-video-input" onChange={pick('video')} />
        </>
      )}
    </div>
  );
}

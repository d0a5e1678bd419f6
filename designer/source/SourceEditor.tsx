import { useEffect, useRef } from 'react';
import Editor from '@monaco-editor/react';
import type { TSchema } from '@sinclair/typebox';
import { monaco } from './monaco-setup';
import { toMonacoSchema } from './monaco-schema';

type CodeEditor = Parameters<NonNullable<Parameters<typeof Editor>[0]['onMount']>>[0];

export interface SourceEditorProps {
  /** the text the editor opens with */
  initialText: string;
  /** a text to put in from outside (the design view changed the config); applied when `revision` changes */
  replacement: { text: string; revision: number };
  onText: (text: string) => void;
  /** the node config's schema: Monaco underlines what does not fit it */
  schema: TSchema;
  modelPath: string;
}

/**
 * The Monaco editor of the JSON view (its own lazy chunk with Monaco). It is not a controlled
 * input: what the user types is never written back into it (a late render would move the caret);
 * only a replacement from outside is, as one undoable edit.
 */
export default function SourceEditor({ initialText, replacement, onText, schema, modelPath }: SourceEditorProps) {
  const editorRef = useRef<CodeEditor | null>(null);
  useEffect(() => {
    monaco.languages.json.jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      enableSchemaRequest: false,
      schemas: [{ uri: `ks://schemas/${modelPath}.schema.json`, fileMatch: [`*${modelPath}`], schema: toMonacoSchema(schema) }],
    });
  }, [schema, modelPath]);
  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || model.getValue() === replacement.text) return;
    editor.pushUndoStop();
    editor.executeEdits('design-view', [{ range: model.getFullModelRange(), text: replacement.text }]);
    editor.pushUndoStop();
  }, [replacement]);
  return (
    <div className="ks-source-editor" data-testid="json-source">
      <Editor
        height="100%"
        language="json"
        path={modelPath}
        defaultValue={initialText}
        onMount={(editor) => {
          editorRef.current = editor;
        }}
        onChange={(v) => onText(v ?? '')}
        options={{ minimap: { enabled: false }, fontSize: 13, tabSize: 2, scrollBeyondLastLine: false, automaticLayout: true, formatOnPaste: true }}
        loading="正在加载编辑器…"
      />
    </div>
  );
}

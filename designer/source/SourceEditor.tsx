import { useEffect } from 'react';
import Editor from '@monaco-editor/react';
import type { TSchema } from '@sinclair/typebox';
import { monaco } from './monaco-setup';
import { toMonacoSchema } from './monaco-schema';

export interface SourceEditorProps {
  text: string;
  onText: (text: string) => void;
  /** the node config's schema: Monaco underlines what does not fit it */
  schema: TSchema;
  modelPath: string;
}

/** The Monaco editor of the JSON view (its own lazy chunk with Monaco). */
export default function SourceEditor({ text, onText, schema, modelPath }: SourceEditorProps) {
  useEffect(() => {
    monaco.languages.json.jsonDefaults.setDiagnosticsOptions({
      validate: true,
      allowComments: false,
      enableSchemaRequest: false,
      schemas: [{ uri: `ks://schemas/${modelPath}.schema.json`, fileMatch: [`*${modelPath}`], schema: toMonacoSchema(schema) }],
    });
  }, [schema, modelPath]);
  return (
    <div className="ks-source-editor" data-testid="json-source">
      <Editor
        height="100%"
        language="json"
        path={modelPath}
        value={text}
        onChange={(v) => onText(v ?? '')}
        options={{ minimap: { enabled: false }, fontSize: 13, tabSize: 2, scrollBeyondLastLine: false, automaticLayout: true, formatOnPaste: true }}
        loading="正在加载编辑器…"
      />
    </div>
  );
}

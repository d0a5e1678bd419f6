import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { designerKind } from '../kinds';
import type { NodeConfig, NodeKind } from '../store/types';
import { parseJsonText, prettyJson, sameJson } from './json-text';

// Monaco is a large download: it is fetched the first time the JSON tab opens, never before.
const SourceEditor = lazy(() => import('./SourceEditor'));

/** The JSON text being edited, and the config it was last in step with. */
export interface SourceDraft {
  text: string;
  /** the store's config when the text last parsed and was applied (or was shown fresh) */
  syncedWith: NodeConfig;
  error?: string;
}

interface Props {
  kind: NodeKind;
  nodeId: string;
  config: NodeConfig;
  draft: SourceDraft | null;
  setDraft: (draft: SourceDraft | null) => void;
  /** applies a parsed value to the document (replace-config); returns the store's new config */
  onApply: (config: NodeConfig) => NodeConfig;
}

/**
 * The JSON view. Every text that parses is applied to the document at once (the canvas and the
 * preview follow); text that does not parse is kept, with where the error is, and never thrown
 * away — also not when the design view changed the config meanwhile (the user chooses).
 */
export function SourceView({ kind, nodeId, config, draft, setDraft, onApply }: Props) {
  // The config the editor's text stands for; a config that differs came from the design view / undo.
  const shown = useRef(draft && !draft.error ? draft.syncedWith : config);
  const [initialText] = useState(() => draft?.text ?? prettyJson(config));
  const [replacement, setReplacement] = useState({ text: initialText, revision: 0 });
  const stale = draft !== null && draft.syncedWith !== config;

  useEffect(() => {
    if (config === shown.current) return;
    // Text that does not parse is the user's: keep it (the alert offers to load the config instead).
    if (draft?.error) return;
    shown.current = config;
    setDraft(null);
    setReplacement((r) => ({ text: prettyJson(config), revision: r.revision + 1 }));
  }, [config, draft, setDraft]);

  const discard = () => {
    shown.current = config;
    setDraft(null);
    setReplacement((r) => ({ text: prettyJson(config), revision: r.revision + 1 }));
  };

  const onText = (next: string) => {
    const parsed = parseJsonText(next);
    if (!parsed.ok) {
      setDraft({ text: next, syncedWith: draft?.syncedWith ?? shown.current, error: parsed.message });
      return;
    }
    const value = parsed.value as NodeConfig;
    const synced = sameJson(value, config) ? config : onApply(value);
    shown.current = synced;
    setDraft({ text: next, syncedWith: synced });
  };

  return (
    <div className="ks-source-view">
      {draft?.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={`${draft.error}：修改尚未应用到设计视图，您的文本已保留`}
          action={
            stale ? (
              <Button size="small" onClick={discard}>
                放弃文本，载入当前配置
              </Button>
            ) : undefined
          }
          description={stale ? '设计视图中又有修改；修正语法后，这段文本会替换它们。' : undefined}
          style={{ marginBottom: 8 }}
        />
      )}
      <Suspense fallback={<Spin tip="正在加载 JSON 编辑器…"><div style={{ height: 200 }} /></Spin>}>
        <SourceEditor initialText={initialText} replacement={replacement} onText={onText} schema={designerKind(kind).configSchema} modelPath={`node-${nodeId}.json`} />
      </Suspense>
    </div>
  );
}

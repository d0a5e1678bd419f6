import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { SourceEditorProps } from './SourceEditor';
import { field, form } from '../test-kit';
import type { NodeConfig } from '../store/types';

// Monaco does not run in jsdom: a stand-in records what the view hands the editor.
const editor: { props?: SourceEditorProps } = {};
vi.mock('./SourceEditor', () => ({
  default: (props: SourceEditorProps) => {
    editor.props = props;
    return <pre data-testid="editor">{props.replacement.text}</pre>;
  },
}));
const { SourceView } = await import('./SourceView');

afterEach(cleanup);

function Host({ initial, onApplied }: { initial: NodeConfig; onApplied: (c: NodeConfig) => void }) {
  const [config, setConfig] = useState(initial);
  const [draft, setDraft] = useState<Parameters<typeof SourceView>[0]['draft']>(null);
  (Host as unknown as { set: (c: NodeConfig) => void }).set = setConfig;
  return (
    <SourceView
      kind="form"
      nodeId="n"
      config={config}
      draft={draft}
      setDraft={setDraft}
      onApply={(c) => {
        onApplied(c);
        setConfig(c);
        return c;
      }}
    />
  );
}
const setFromDesign = (c: NodeConfig) => act(() => (Host as unknown as { set: (c: NodeConfig) => void }).set(c));

describe('JSON view', () => {
  it('applies text that parses; keeps text that does not, with where the error is', async () => {
    const applied = vi.fn();
    render(<Host initial={form([field('a')])} onApplied={applied} />);
    await waitFor(() => expect(editor.props).toBeDefined());
    const next = form([field('a'), field('b')]);
    act(() => editor.props!.onText(JSON.stringify(next)));
    expect(applied).toHaveBeenCalledWith(next);

    act(() => editor.props!.onText('{\n  "kind": "form",\n}'));
    expect(await screen.findByText(/JSON 语法错误（第 3 行第 \d+ 列）：修改尚未应用到设计视图，您的文本已保留/)).toBeTruthy();
    expect(applied).toHaveBeenCalledTimes(1);
  });

  it('follows the design view, but never over text the user is still fixing', async () => {
    render(<Host initial={form([field('a')])} onApplied={() => undefined} />);
    await waitFor(() => expect(editor.props).toBeDefined());
    setFromDesign(form([field('z')]));
    expect(editor.props!.replacement.text).toContain('"z"');

    act(() => editor.props!.onText('{ broken'));
    setFromDesign(form([field('y')]));
    expect(editor.props!.replacement.text).not.toContain('"y"');
    expect(screen.getByRole('button', { name: /放弃文本，载入当前配置/ })).toBeTruthy();
    act(() => screen.getByRole('button', { name: /放弃文本，载入当前配置/ }).click());
    expect(editor.props!.replacement.text).toContain('"y"');
  });
});

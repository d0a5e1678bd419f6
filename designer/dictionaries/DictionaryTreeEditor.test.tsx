import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FieldOption } from '../../schemas/form';
import { DictionaryTreeEditor } from './DictionaryTreeEditor';
import { fromOptions, toOptions, type EditNode } from './tree-model';

afterEach(cleanup);

/** The editor over `initial`, reporting every change as options. */
function renderEditor(initial: FieldOption[]) {
  const seen: { options: FieldOption[] } = { options: initial };
  function Host() {
    const [nodes, setNodes] = useState<EditNode[]>(() => fromOptions(initial));
    return (
      <DictionaryTreeEditor
        value={nodes}
        onChange={(n) => {
          seen.options = toOptions(n);
          setNodes(n);
        }}
      />
    );
  }
  render(<Host />);
  return seen;
}

const row = (path: string) => screen.getByRole('group', { name: `字典项 ${path}` });
const click = (path: string, button: string) => act(() => void fireEvent.click(within(row(path)).getByRole('button', { name: button })));
const type = (path: string, input: '名称' | '取值', text: string) => act(() => void fireEvent.change(within(row(path)).getByLabelText(input), { target: { value: text } }));

const REGION: FieldOption[] = [
  { label: '浙江省', value: '33', children: [{ label: '杭州市', value: '3301', curInfo: { code: 'hz' } }] },
  { label: '江苏省', value: '32' },
];

describe('DictionaryTreeEditor', () => {
  it('adds a child, edits its name and value, disables it, and keeps what it does not show', () => {
    const seen = renderEditor(REGION);
    click('1', '添加下级');
    type('1.2', '名称', '宁波市');
    type('1.2', '取值', '3302');
    act(() => void fireEvent.click(within(row('1.2')).getByRole('switch', { name: '停用' })));
    expect(seen.options[0]).toEqual({
      label: '浙江省',
      value: '33',
      children: [{ label: '杭州市', value: '3301', curInfo: { code: 'hz' } }, { label: '宁波市', value: '3302', isDisabled: true }],
    });
  });

  it('moves an option down and up among its siblings, and deletes one with its children', () => {
    const seen = renderEditor(REGION);
    click('1', '下移');
    expect(seen.options.map((o) => o.label)).toEqual(['江苏省', '浙江省']);
    click('2', '上移');
    expect(seen.options.map((o) => o.label)).toEqual(['浙江省', '江苏省']);
    expect((within(row('1')).getByRole('button', { name: '上移' }) as HTMLButtonElement).disabled).toBe(true);
    click('1', '删除');
    expect(seen.options).toEqual([{ label: '江苏省', value: '32' }]);
  });

  it('lists what the server would refuse while it is typed: an empty name and a repeated value', () => {
    renderEditor(REGION);
    act(() => void fireEvent.click(screen.getByRole('button', { name: /添加一级选项/ })));
    type('3', '取值', '33');
    const problems = within(screen.getByRole('list', { name: '字典项问题' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(problems).toEqual(['第 1 级「第 3 项」：名称不能为空', '第 1 级「第 3 项」：取值「33」重复（已用于「浙江省」）']);
    type('3', '名称', '安徽省');
    type('3', '取值', '34');
    expect(screen.queryByRole('list', { name: '字典项问题' })).toBeNull();
  });
});

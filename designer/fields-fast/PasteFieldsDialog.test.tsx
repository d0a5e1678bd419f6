import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldOption } from '../../schemas/form';
import { createDefaultFieldRegistry } from '../../runtime/fields';
import { DictionaryApiContext, type DictionaryApi, type DictRef } from '../dictionaries/api';
import { PasteFieldsDialog } from './PasteFieldsDialog';

afterEach(cleanup);

function open(api: Partial<DictionaryApi> | null) {
  const onAdd = vi.fn();
  render(
    <DictionaryApiContext.Provider value={api as DictionaryApi | null}>
      <PasteFieldsDialog open registry={createDefaultFieldRegistry()} taken={new Set(['xmmc'])} onAdd={onAdd} onClose={() => undefined} />
    </DictionaryApiContext.Provider>,
  );
  fireEvent.change(screen.getByLabelText('粘贴字段名称'), { target: { value: '项目类型：房屋建筑/市政' } });
  fireEvent.click(screen.getByRole('button', { name: /添加 1 个字段/ }));
  return onAdd;
}

describe('批量粘贴字段 with pasted choices', { timeout: 60_000 }, () => {
  it('makes the dictionary, then adds the field naming it', async () => {
    const made: Array<DictRef & { name: string; items: FieldOption[] }> = [];
    const onAdd = open({ list: async () => [], create: async (body) => (made.push(body), { ...body, version: 1 }) });
    await waitFor(() => expect(onAdd).toHaveBeenCalled());
    expect(made.map((d) => [d.displayCode, d.name, d.items.map((o) => o.value)])).toEqual([['xmlx', '项目类型', ['fwjz', 'sz']]]);
    expect(onAdd.mock.calls[0][0]).toEqual([expect.objectContaining({ bianma: 'xmlx', type: 'select', code: 'xmlx' })]);
    expect(onAdd.mock.calls[0][0][0].options).toBeUndefined();
  });
  it('a refusal is shown in the dialog and adds nothing', async () => {
    const onAdd = open({ list: async () => [], create: async () => Promise.reject(new Error('无权修改全局设置')), remove: async () => undefined });
    expect(await screen.findByText('新建字典「项目类型」（xmlx）失败：无权修改全局设置')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });
  it('without the dictionary calls the choices stay inline', async () => {
    const onAdd = open(null);
    await waitFor(() => expect(onAdd).toHaveBeenCalled());
    expect(onAdd.mock.calls[0][0][0].options.list).toEqual([{ label: '房屋建筑', value: 'fwjz' }, { label: '市政', value: 'sz' }]);
  });
});

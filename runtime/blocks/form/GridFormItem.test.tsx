import '../../core/testing/dom';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configOf, fieldItem, renderForm } from '../../core/testing/render-form';

describe('GridFormItem: the field decorator', () => {
  it('a required field shows the asterisk in edit mode, not in read mode', async () => {
    const config = configOf({ bianma: 'xmmc', name: '项目名称', type: 'text', required: 1 }, { bianma: 'bz', name: '备注', type: 'text' });
    const edit = await renderForm(config);
    expect(fieldItem(edit.container, '项目名称').querySelector('.ant-formily-item-asterisk')?.textContent).toBe('*');
    expect(fieldItem(edit.container, '备注').querySelector('.ant-formily-item-asterisk')).toBeNull();
    edit.unmount();
    const read = await renderForm(config, { mode: 'read', initialValues: { xmmc: '道路' } });
    expect(fieldItem(read.container, '项目名称').querySelector('.ant-formily-item-asterisk')).toBeNull();
  });

  it('a failing rule marks the item as an error with its message under the input; fixing it clears both', async () => {
    const f = await renderForm(configOf({ bianma: 'xmmc', name: '项目名称', type: 'text', required: 1 }));
    await f.submit();
    const item = fieldItem(f.container, '项目名称');
    expect(item.classList.contains('ant-formily-item-error')).toBe(true);
    expect(item.querySelector('.ant-formily-item-error-help')?.textContent).toBe('项目名称必填');
    fireEvent.change(item.querySelector('input')!, { target: { value: '道路' } });
    await waitFor(() => expect(screen.queryByText('项目名称必填')).toBeNull());
    expect(fieldItem(f.container, '项目名称').classList.contains('ant-formily-item-error')).toBe(false);
  });

  it('the label is the field name, exactly (no colon)', async () => {
    const f = await renderForm(configOf({ bianma: 'xmmc', name: '项目名称', type: 'text', required: 1 }));
    expect(fieldItem(f.container, '项目名称').querySelector('label')?.textContent).toBe('项目名称');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { DisplayGroupDetail } from '../../schemas/designer';
import type { FormConfig } from '../../schemas/form';
import { createTestServices } from '../../runtime/services.testing';
import { Designer } from '../Designer';
import { createFakeDesignerApi } from '../testing/fake-api';
import { field, form } from '../test-kit';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';

// Issue 14 "every new building block designable": the attachment field (issue 13) from its tile.

tolerateFormilyStyles();
afterEach(cleanup);

const node = (config: FormConfig): DisplayGroupDetail => ({
  nodeId: 'apply', systemCoding: 'sys', kind: 'form', title: '申报', menuTitle: '申报', version: 1, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: '开发者', config,
});

function setup(config = form([field('xmmc', { name: '项目名称' })])) {
  const fake = createFakeDesignerApi(node(config));
  render(
    <App>
      <Designer node={node(config)} api={fake.api} services={createTestServices()} />
    </App>,
  );
  return fake;
}

const toolbarButton = (name: RegExp) => within(screen.getByLabelText('设计器工具栏')).getByRole('button', { name });

describe('the attachment field in the designer', { timeout: 60_000 }, () => {
  it('its tile adds a whole-row field keyed fileList whose panel says where its types are set; name and required are edited and saved', async () => {
    const fake = setup();
    const tile = screen.getByTestId('palette-attachment');
    expect(tile.textContent).toContain('附件上传');
    fireEvent.click(tile);
    expect(within(screen.getByLabelText('表单画布')).getByTestId('canvas-field-fileList')).toBeTruthy();
    const props = screen.getByLabelText(/^字段属性/);
    expect((within(props).getByLabelText('字段编码（bianma）') as HTMLInputElement).value).toBe('fileList');
    expect(within(props).getByText(/附件类型（名称、格式、大小、是否必填、示例与模板）按页面配置/)).toBeTruthy();
    // no text checks for a file list
    expect(within(props).queryByLabelText('正则表达式')).toBeNull();

    fireEvent.change(within(props).getByLabelText('字段名称'), { target: { value: '申报材料' } });
    // the code stays fileList: it is the key the server checks required attachments under
    expect((within(props).getByLabelText('字段编码（bianma）') as HTMLInputElement).value).toBe('fileList');
    fireEvent.mouseDown(within(props).getByLabelText('必填'));
    fireEvent.click(await screen.findByTitle('1 必填'));

    fireEvent.click(toolbarButton(/保\s*存/));
    await screen.findByText('已保存 · 版本 2');
    const saved = fake.saves[0]!.config as FormConfig;
    expect(saved.groups[0]!.items.at(-1)).toEqual({ bianma: 'fileList', name: '申报材料', type: 'attachment', required: 1, col: 24 });
  });

  it('a second attachment field gets a numbered key (fileList is taken)', () => {
    setup(form([field('fileList', { name: '附件', type: 'attachment' })]));
    fireEvent.click(screen.getByTestId('palette-attachment'));
    expect(within(screen.getByLabelText('表单画布')).getByTestId('canvas-field-attachment_1')).toBeTruthy();
  });
});

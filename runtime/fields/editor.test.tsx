import '../core/testing/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configOf, fieldItem, renderForm } from '../core/testing/render-form';

const editorConfig = (extra: Record<string, unknown> = {}) => configOf({ bianma: 'xmjj', name: '项目简介', type: 'editor', ...extra });

describe('editor', () => {
  // The editor is code-split; load the chunk once so each test's waitFor measures rendering only.
  beforeAll(async () => void (await import('./editor/RichTextEditor')));

  it('is 450px high with the placeholder 请填写内容 and no code-block or link tools', async () => {
    const f = await renderForm(editorConfig());
    await waitFor(() => expect(f.container.querySelector('.tiptap')).not.toBeNull());
    expect(f.container.querySelector('style')?.textContent).toContain('height: 450px');
    expect(f.container.querySelector('[data-placeholder]')?.getAttribute('data-placeholder')).toBe('请填写内容');
    const tools = [...f.container.querySelectorAll('[role=toolbar] button')].map((b) => b.getAttribute('aria-label'));
    expect(tools).toContain('加粗');
    expect(tools.some((t) => /代码|链接/.test(t ?? ''))).toBe(false);
    expect(tools).not.toContain('插入图片'); // media only with editorMedia
  });

  it('inserts an uploaded image through services.uploadFile', async () => {
    const f = await renderForm(editorConfig({ editorMedia: true }));
    await waitFor(() => expect(f.container.querySelector('[data-testid=editor-image-input]')).not.toBeNull());
    const file = new File(['x'], 'site.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(f.container.querySelector('[data-testid=editor-image-input]')!, { target: { files: [file] } });
    });
    expect(f.services.calls.uploadFile).toEqual([
      { file, meta: { gnCoding: 'gn-test', systemCoding: 'credit_eval', bianma: 'xmjj', fileType: 'editor-image' } },
    ]);
    await waitFor(() => expect(String(f.form.values.xmjj)).toContain('<img src="/files/site.png">'));
  });

  it('inserts an uploaded video', async () => {
    const f = await renderForm(editorConfig({ editorMedia: true }));
    await waitFor(() => expect(f.container.querySelector('[data-testid=editor-video-input]')).not.toBeNull());
    await act(async () => {
      fireEvent.change(f.container.querySelector('[data-testid=editor-video-input]')!, { target: { files: [new File(['v'], 'a.mp4', { type: 'video/mp4' })] } });
    });
    await waitFor(() => expect(String(f.form.values.xmjj)).toContain('<video src="/files/a.mp4"'));
  });

  it('an empty document is required-empty', async () => {
    const f = await renderForm(editorConfig({ required: 1 }), { initialValues: { xmjj: '<p></p>' } });
    await f.submit();
    expect(await screen.findByText('项目简介必填')).toBeTruthy();
  });

  it('read mode renders sanitised html: no scripts, handlers or javascript: urls', async () => {
    const dirty = '<p onclick="alert(1)">正文<script>window.__x=1</script><img src="javascript:alert(1)" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p>';
    const f = await renderForm(editorConfig(), { mode: 'read', initialValues: { xmjj: dirty } });
    const html = fieldItem(f.container, '项目简介').querySelector('.ks-rich-text')!.innerHTML;
    expect(html).toBe('<p>正文<img><a target="_blank" rel="noopener noreferrer">链接</a></p>');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { tolerateFormilyStyles } from '../testing/jsdom-styles';

// PreviewPane → kinds → form kind → FormCanvas once led back to PreviewPane (for the preview
// widths): loaded first, FormCanvas read PREVIEW_WIDTHS before PreviewPane had defined it and the
// import threw. Here PreviewPane is the first designer module of a fresh module graph, and nothing
// below is imported statically, so an import circle through it would show.
tolerateFormilyStyles();

describe('PreviewPane loaded first', { timeout: 30_000 }, () => {
  afterEach(async () => (await import('@testing-library/react')).cleanup());

  it('imports without a circle and draws a form preview', async () => {
    vi.resetModules();
    const { PreviewPane } = await import('./PreviewPane');
    const { PREVIEW_WIDTHS } = await import('./widths');
    const { render, screen } = await import('@testing-library/react');
    const { App } = await import('antd');
    const { createTestServices } = await import('../../runtime/services.testing');
    const { createDefaultFieldRegistry } = await import('../../runtime/fields');
    const { field, form } = await import('../test-kit');

    expect(PREVIEW_WIDTHS.map((w) => w.value)).toEqual([1280, 1536, 1920]);
    render(
      <App>
        <PreviewPane
          kind="form"
          config={form([field('xmmc', { name: '项目名称' })])}
          nodeId="n1"
          services={createTestServices()}
          registry={createDefaultFieldRegistry()}
        />
      </App>,
    );
    expect(screen.getByLabelText('实时预览')).toBeTruthy();
    expect(await screen.findByText('项目名称')).toBeTruthy();
  });

  it('the form kind reaches its canvas through the same graph', async () => {
    const { designerKind } = await import('../kinds');
    const { FormCanvas } = await import('../kinds/form/FormCanvas');
    expect(designerKind('form').Preview).toBeTypeOf('function');
    expect(FormCanvas).toBeTypeOf('function');
  });
});

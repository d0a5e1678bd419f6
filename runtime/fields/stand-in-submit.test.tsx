import '../core/testing/dom';
import { NoopObserver } from '../core/testing/observers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configOf, renderForm } from '../core/testing/render-form';

/**
 * A number typed into its stand-in and 提交 at once, before the number's code has arrived (the first
 * number of this file: its import is still on its way). CI 2026-12-07: 职工人数 typed 95 over 80
 * was submitted as 80 — the submit read the values before the swap put the text in.
 */
beforeEach(() => vi.stubGlobal('IntersectionObserver', NoopObserver));
afterEach(() => vi.unstubAllGlobals());

describe('a submit right after typing into a stand-in', () => {
  it('stores the typed number, not the value the field had', async () => {
    const f = await renderForm(configOf({ bianma: 'ygrs', name: '职工人数', type: 'number' }), { initialValues: { ygrs: 80 } });
    const light = screen.getByPlaceholderText('请输入职工人数');
    let stored: unknown = 'not submitted';
    let submitted!: Promise<unknown>;
    act(() => {
      light.focus();
      fireEvent.input(light, { target: { value: '95' } });
      submitted = f.form.submit((values: { ygrs?: unknown }) => {
        stored = values.ygrs;
      });
    });
    await waitFor(() => expect(stored).not.toBe('not submitted'), { timeout: 15000 });
    await submitted;
    expect(stored).toBe(95);
    expect(f.form.values.ygrs).toBe(95);
  });
});

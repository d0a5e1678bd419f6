import '../../core/testing/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { Form } from '@formily/core';
import { announceErrors } from './error-focus';

/** A form item as GridFormItem draws it: label for the input, the message when invalid. */
function item(host: HTMLElement, id: string, label: string, message?: string): HTMLInputElement {
  const div = document.createElement('div');
  div.className = message ? 'ant-formily-item ant-formily-item-error' : 'ant-formily-item';
  div.innerHTML = `<div class="ant-formily-item-label"><label for="${id}">${label}</label></div><div class="ant-formily-item-control"><input id="${id}"></div>${message ? `<div class="ant-formily-item-error-help">${message}</div>` : ''}`;
  host.append(div);
  return div.querySelector('input')!;
}

/** The two fields the model holds errors for; the DOM shows them as the test draws them. */
const twoErrors = { errors: [{ address: 'mc' }, { address: 'dm' }] } as unknown as Form;

function setUp() {
  const host = document.createElement('form');
  const status = document.createElement('div');
  const button = document.createElement('button');
  host.append(button);
  document.body.append(host, status);
  button.focus();
  return { host, status, button };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('announceErrors: the focus after a refused submit', () => {
  it('moves to the first invalid input once every message is on screen', async () => {
    const { host, status } = setUp();
    const first = item(host, 'mc', '企业名称', '企业名称必填');
    announceErrors(twoErrors, host, status);
    await nextFrame();
    item(host, 'dm', '信用代码', '信用代码必填');
    await waitFor(() => expect(status.textContent).toBe('有 2 项需要修改：企业名称必填，信用代码必填'));
    expect(document.activeElement).toBe(first);
  });

  it('leaves the focus where the person put it while the messages were still rendering', async () => {
    const { host, status } = setUp();
    item(host, 'mc', '企业名称', '企业名称必填');
    const elsewhere = item(host, 'zgbm', '主管部门');
    announceErrors(twoErrors, host, status);
    await nextFrame();
    // The person is already typing in another field when the last message renders.
    elsewhere.focus();
    item(host, 'dm', '信用代码', '信用代码必填');
    await waitFor(() => expect(status.textContent).toBe('有 2 项需要修改：企业名称必填，信用代码必填'));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('still moves the focus when the button lost it to the page (a button disabled while checking)', async () => {
    const { host, status, button } = setUp();
    const first = item(host, 'mc', '企业名称', '企业名称必填');
    item(host, 'dm', '信用代码', '信用代码必填');
    announceErrors(twoErrors, host, status);
    button.blur();
    await waitFor(() => expect(status.textContent).not.toBe(''));
    expect(document.activeElement).toBe(first);
  });
});

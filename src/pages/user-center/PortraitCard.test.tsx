import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortraitCard } from './PortraitCard';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('头像 card', () => {
  afterEach(cleanup);

  it('refuses a type or size the server would refuse without sending, and reports a saved photo', async () => {
    const api = { uploadPortrait: vi.fn(async () => ({ photo: '/ks/individual/info/portrait?v=1' })) };
    const onChanged = vi.fn();
    render(<PortraitCard api={api} photo="" onChanged={onChanged} />);
    const input = screen.getByLabelText('选择头像图片');
    fireEvent.change(input, { target: { files: [file('a.gif', 'image/gif')] } });
    expect(await screen.findByText('头像仅支持JPG、PNG、WEBP格式的图片')).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('big.png', 'image/png', 2 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('头像图片不能超过2MB')).toBeTruthy();
    expect(api.uploadPortrait).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [file('me.webp', 'image/webp')] } });
    expect(await screen.findByText('头像已更新')).toBeTruthy();
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('/ks/individual/info/portrait?v=1'));
  });

  it('shows the server’s refusal', async () => {
    const api = { uploadPortrait: vi.fn(async () => Promise.reject(new Error('头像仅支持JPG、PNG、WEBP格式的图片'))) };
    render(<PortraitCard api={api} photo="" onChanged={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('选择头像图片'), { target: { files: [file('fake.png', 'image/png')] } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('头像仅支持JPG、PNG、WEBP格式的图片')).toBeTruthy();
  });
});

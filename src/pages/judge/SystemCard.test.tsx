import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SystemCard } from './SystemCard';

afterEach(cleanup);

const system = { systemName: '信用评价管理系统', title: '信用评价', systemCoding: 'credit_eval' };

describe('a system card on /judge', () => {
  it('is a real button whose name holds the name it shows, described by short name and 当前, never the system code (issue 45 point 7)', () => {
    render(<SystemCard system={system} current onChoose={() => undefined} />);
    const enter = screen.getByRole('button', { name: '进入信用评价管理系统', description: /信用评价.*当前/ });
    expect(document.body.textContent).not.toContain('credit_eval');
    // label in name (WCAG 2.5.3): every visible character of the button is inside its name
    expect(enter.getAttribute('aria-label')).toContain(enter.textContent);
    expect(enter.tagName).toBe('BUTTON');
    expect(screen.getByRole('heading', { level: 3 }).contains(enter)).toBe(true);
  });

  it('chooses the system once, by its button or by a click anywhere on the card', () => {
    const onChoose = vi.fn();
    const { container } = render(<SystemCard system={system} current={false} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: '进入信用评价管理系统' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    fireEvent.click(container.querySelector('.ks-judge-icon')!);
    expect(onChoose).toHaveBeenCalledTimes(2);
  });
});

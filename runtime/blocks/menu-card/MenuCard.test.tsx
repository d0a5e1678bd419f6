import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scoreText, type MenuCardNode } from '../../../schemas/menu-card';
import { MenuCard } from './MenuCard';

const node: MenuCardNode = {
  primaryKey: 'n1',
  nodeName: '资格评审',
  score: 86.5,
  children: [
    { primaryKey: 'c1', nodeName: '营业执照', badge: 3, score: 10 },
    { primaryKey: 'c2', nodeName: '资质证书', badge: 120 },
    { primaryKey: 'c3', nodeName: '业绩', xxGrouping: '商务', score: 4.256 },
  ],
};

describe('left menu card', () => {
  afterEach(cleanup);

  it('titles the card with the node name and score and lists the items with badge and score', () => {
    render(<MenuCard node={node} />);
    const list = screen.getByRole('listbox', { name: /资格评审\s*86\.5 分/ });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['营业执照10 分3', '资质证书99+', '商务业绩4.26 分']);
    expect(within(options[1]!).queryByText(/分/)).toBeNull();
  });

  it('chooses an item by click and moves the choice with the arrow keys', () => {
    const onChange = vi.fn();
    const { rerender } = render(<MenuCard node={node} value="c1" onChange={onChange} />);
    expect(screen.getByRole('option', { name: /营业执照/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: /业绩/ }));
    expect(onChange).toHaveBeenLastCalledWith(node.children[2]);
    rerender(<MenuCard node={node} value="c3" onChange={onChange} />);
    const chosen = screen.getByRole('option', { name: /业绩/ });
    expect(chosen.tabIndex).toBe(0);
    fireEvent.keyDown(chosen, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith(node.children[0]);
    fireEvent.keyDown(chosen, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(node.children[2]);
  });

  it('says so when the node has no items, and shows no score when there is none', () => {
    render(<MenuCard node={{ primaryKey: 'n2', nodeName: '技术评审', children: [] }} />);
    expect(screen.getByText('暂无子项')).toBeTruthy();
    expect(screen.getByText('技术评审').parentElement!.textContent).toBe('技术评审');
    expect([scoreText(null), scoreText(undefined), scoreText(Number.NaN), scoreText(0), scoreText(90)]).toEqual(['', '', '', '0 分', '90 分']);
  });
});

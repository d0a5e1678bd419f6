import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstHelpNode, type HelpNode } from '../../../schemas/help';
import { HelpContent } from './HelpContent';

const node = (id: string, extra: Partial<HelpNode> = {}): HelpNode => ({ id, groupName: id, fileName: '', filePath: '', fileKind: '', fileId: null, sort: 0, list: [], children: [], ...extra });

describe('帮助 content', () => {
  afterEach(cleanup);

  it('opens on the first group’s first entry, or the first group without entries', () => {
    expect(firstHelpNode([node('g1', { children: [node('e1'), node('e2')] }), node('g2')])?.id).toBe('e1');
    expect(firstHelpNode([node('g1')])?.id).toBe('g1');
    expect(firstHelpNode([])).toBeNull();
  });

  it('shows a PDF or a guide page in a frame, a video in a player, a group by its first entry with a file', () => {
    const pdf = node('e1', { groupName: '操作指南', fileName: '操作指南.pdf', filePath: '/ks/file/signed/f1?u=1', fileKind: 'pdf' });
    render(<HelpContent kind="help" node={node('g', { children: [node('empty'), pdf] })} />);
    expect(screen.getByTitle('操作指南.pdf').getAttribute('src')).toBe('/ks/file/signed/f1?u=1');
    cleanup();
    render(<HelpContent kind="help" node={node('v', { groupName: '演示视频', filePath: '/ks/file/signed/v1', fileKind: 'video' })} />);
    expect(screen.getByTestId('help-video').getAttribute('src')).toBe('/ks/file/signed/v1');
    cleanup();
    render(<HelpContent kind="help" node={node('g', { groupName: '企业用户操作指南', fileName: '企业用户操作指南.html', filePath: '/ks/file/signed/guide?u=1', fileKind: 'html' })} />);
    // a guide page: titled by its entry, sandboxed (no scripts) like the server's answer
    const guide = screen.getByTestId('help-guide');
    expect([guide.getAttribute('title'), guide.getAttribute('sandbox'), guide.getAttribute('src')]).toEqual(['企业用户操作指南', '', '/ks/file/signed/guide?u=1']);
    cleanup();
    render(<HelpContent kind="help" node={node('nofile')} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('shows question/answer cards of an entry, or of every entry of a group', () => {
    const a = node('a', { list: [{ question: '忘记密码怎么办？', answer: '联系管理员。' }] });
    const b = node('b', { list: [{ question: '能开专票吗？', answer: '可以。' }] });
    render(<HelpContent kind="faq" node={node('g', { children: [a, b] })} />);
    expect(screen.getByText('问：忘记密码怎么办？')).toBeTruthy();
    expect(screen.getByText('答：可以。')).toBeTruthy();
    expect(screen.getByTestId('help-faq').querySelectorAll('.ant-card')).toHaveLength(2);
  });
});

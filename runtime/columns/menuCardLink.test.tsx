import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buttonNamed, queryButtonNamed, renderCell } from '../blocks/table/test-kit';

describe('menu card link column', () => {
  it("opens the left menu card of the record's enterprise", () => {
    const onOpenMenuCard = vi.fn();
    renderCell('menuCardLink', '秦川建设集团', { record: { id: 'rec-1', enterpriseId: 'ent-002' }, actions: { onOpenMenuCard, menuCardTitle: '信用档案' } });
    const link = buttonNamed('秦川建设集团');
    expect(link.title).toBe('查看「秦川建设集团」的信用档案');
    fireEvent.click(link);
    expect(onOpenMenuCard).toHaveBeenCalledWith(expect.objectContaining({ id: 'rec-1', enterpriseId: 'ent-002' }));
  });

  it('is plain text where the page opens no card (a list without the set-up, the card page itself)', () => {
    renderCell('menuCardLink', '华建工程有限公司', { record: { id: 'rec-2', enterpriseId: 'ent-001' } });
    expect(queryButtonNamed('华建工程有限公司')).toBeNull();
    expect(screen.getByText('华建工程有限公司')).toBeTruthy();
  });

  it('is plain text for a record without an enterprise', () => {
    renderCell('menuCardLink', '个人记录', { record: { id: 'rec-3', enterpriseId: null }, actions: { onOpenMenuCard: vi.fn() } });
    expect(queryButtonNamed('个人记录')).toBeNull();
  });
});

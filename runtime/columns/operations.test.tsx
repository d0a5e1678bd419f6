import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buttonNamed, queryButtonNamed, renderCell } from '../blocks/table/test-kit';

describe('operations column', () => {
  it("shows the record's own buttons from the server, leaving out hidden ones", () => {
    renderCell('operations', undefined, {
      record: {
        operations: [
          { code: 'view', name: '查看', color: '#1677ff', show: true },
          { code: 'submit', name: '提交', color: '#1677ff', show: true },
          { code: 'delete', name: '删除', color: '#ff4d4f', show: false },
        ],
      },
    });
    expect(buttonNamed('查看')).toBeTruthy();
    expect(buttonNamed('提交')).toBeTruthy();
    expect(queryButtonNamed('删除')).toBeNull();
  });

  it('查看 opens the record', () => {
    const onView = vi.fn();
    renderCell('operations', undefined, {
      record: { id: 'r9', operations: [{ code: 'view', name: '查看', color: '', show: true }] },
      actions: { onView },
    });
    fireEvent.click(buttonNamed('查看'));
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ id: 'r9' }));
  });
});

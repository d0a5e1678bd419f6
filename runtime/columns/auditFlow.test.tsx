import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonNamed, renderCell } from '../blocks/table/test-kit';

describe('auditFlow column', () => {
  it('shows the current step and opens the whole audit path', async () => {
    renderCell('auditFlow', [
      { glName: '企业提交', czrName: '华建工程', czTime: '2026-11-01 09:00', failInfo: 'ok' },
      { glName: '初审', czrName: '张三', czTime: '2026-11-02 10:00', failInfo: '材料不全' },
    ]);
    fireEvent.click(buttonNamed('初审'));
    expect(await screen.findByText('企业提交')).toBeTruthy();
    expect(screen.getByText(/华建工程 2026-11-01 09:00/)).toBeTruthy();
    expect(screen.getByText(/材料不全/)).toBeTruthy();
  });

  it('shows plain text as it is', () => {
    renderCell('auditFlow', '待初审');
    expect(screen.getByText('待初审')).toBeTruthy();
  });
});

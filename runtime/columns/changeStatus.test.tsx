import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../blocks/table/test-kit';

describe('changeStatus column', () => {
  it.each([
    ['1', '变更中', 'ks-tag-processing'],
    ['2', '变更通过', 'ks-tag-success'],
    ['-1', '变更驳回', 'ks-tag-error'],
  ])('change %s reads %s with its own style', (code, text, style) => {
    renderCell('changeStatus', code);
    expect(screen.getByText(text).className).toContain(style);
  });

  it('a number code reads the same as its text', () => {
    renderCell('changeStatus', -1);
    expect(screen.getByText('变更驳回')).toBeTruthy();
  });
});

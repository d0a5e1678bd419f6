import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FieldProps } from '../core/registry';
import NumberInput from './heavy/NumberInput';
import { ReadNumber } from './number';

/** NumberInput does not use the Formily field */
const field = undefined as unknown as FieldProps['field'];

afterEach(cleanup);

describe('number field', () => {
  it('an amount (precision 2) keeps two decimals as typed and shown', () => {
    const onChange = vi.fn();
    render(<NumberInput item={{ bianma: 'zczb', name: '注册资本', type: 'number', precision: 2 }} value={1234.5} onChange={onChange} field={field} />);
    const box = screen.getByRole('spinbutton') as HTMLInputElement;
    expect(box.value).toBe('1234.50');
    fireEvent.change(box, { target: { value: '0.456' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(0.46);
  });
  it('without precision a whole number from 1 (spec 000 §5)', () => {
    const onChange = vi.fn();
    render(<NumberInput item={{ bianma: 'rs', name: '人数', type: 'number' }} value={12} onChange={onChange} field={field} />);
    const box = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '3.7' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(4);
  });
  it('read mode shows an amount with its two decimals; a whole number and an empty value as they are', () => {
    const amount = { bianma: 'htje', name: '合同金额', type: 'number', precision: 2 };
    const { container, rerender } = render(<ReadNumber item={amount} value={1234.5} field={field} />);
    expect(container.textContent).toBe('1234.50');
    rerender(<ReadNumber item={amount} value="88" field={field} />);
    expect(container.textContent).toBe('88.00');
    rerender(<ReadNumber item={amount} value={undefined} field={field} />);
    expect(container.textContent).toBe('-');
    rerender(<ReadNumber item={{ bianma: 'rs', name: '人数', type: 'number' }} value={12} field={field} />);
    expect(container.textContent).toBe('12');
  });
});

import type { FieldProps } from '../../core/registry';

export interface TransferFieldProps extends FieldProps {
  showSearch?: boolean;
  oneWay?: boolean;
}

/** Height of the two lists (heavy/TransferInput.tsx), kept by the placeholder while they load. */
export const TRANSFER_HEIGHT = 280;

/** The transfer types' edit component; antd Transfer loads on first use (heavy/TransferInput.tsx). */
export const loadTransfer = () => import('../heavy/TransferInput');

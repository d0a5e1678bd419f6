import type { FieldProps } from '../../core/registry';
import { lazyField } from './lazy-field';

export interface TransferFieldProps extends FieldProps {
  showSearch?: boolean;
  oneWay?: boolean;
}

/** Height of the two lists (heavy/TransferInput.tsx), kept by the placeholder while they load. */
export const TRANSFER_HEIGHT = 280;

/** The transfer types' edit component; antd Transfer loads on first use (heavy/TransferInput.tsx). */
export const TransferField = lazyField<TransferFieldProps>(() => import('../heavy/TransferInput'), TRANSFER_HEIGHT);

import { Tag } from 'antd';
import { REGISTRATION_STATE_TEXT, type RegistrationState } from '../../../schemas/five-in-one';
import type { RecordStatus } from '../../../schemas/record';

const COLOR: Readonly<Record<RegistrationState, string | undefined>> = {
  none: undefined,
  draft: 'default',
  submitted: 'processing',
  passed: 'success',
  rejected: 'error',
};

/** A registration's state as a tag (未登记 / 草稿 / 待审核 / 已通过 / 已退回). */
export function StateTag({ state }: { state: RegistrationState }) {
  return <Tag color={COLOR[state]} bordered={state !== 'none'}>{REGISTRATION_STATE_TEXT[state]}</Tag>;
}

/** A record's workflow status as a registration state (published counts as passed). */
export const stateOfStatus = (status: RecordStatus | undefined): RegistrationState =>
  !status ? 'none' : status === 'published' ? 'passed' : status;

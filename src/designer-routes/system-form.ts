import type { Rule } from 'antd/es/form';
import { GN_CODING_PATTERN } from '../../schemas/system';
import { SYSTEM_MESSAGES } from '../../schemas/designer';

/** The new-system dialog's rules, with the spec's messages verbatim (spec 000 §5). */
export const SYSTEM_RULES: Record<'systemName' | 'title' | 'gnCoding', Rule[]> = {
  systemName: [
    { required: true, whitespace: true, message: SYSTEM_MESSAGES.systemNameRequired },
    { max: 64, message: SYSTEM_MESSAGES.systemNameTooLong },
  ],
  title: [
    { required: true, whitespace: true, message: SYSTEM_MESSAGES.titleRequired },
    { min: 1, max: 8, message: SYSTEM_MESSAGES.titleLength },
  ],
  gnCoding: [
    { required: true, message: SYSTEM_MESSAGES.gnCodingFormat },
    { pattern: new RegExp(GN_CODING_PATTERN), message: SYSTEM_MESSAGES.gnCodingFormat },
    { max: 64, message: SYSTEM_MESSAGES.gnCodingTooLong },
  ],
};

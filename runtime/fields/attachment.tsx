import type { ValidatorDescription } from '../core/rules';
import type { FieldProps } from '../core/registry';
import { missingRequiredAttachment, type AttachmentType } from '../../schemas/attachments';
import { entriesOf, shownOf, stateOf } from '../upload/file-list';
import { defineFieldType } from './define';
import { AttachmentList } from './attachment-list';

/** Where the edit component leaves the node's attachment types for the rule below (field.data). */
export const TYPES_DATA_KEY = 'attachmentTypes';

/** Read mode: the files as links (images inline), '-' when none. */
function ReadAttachment({ value }: FieldProps) {
  const files = shownOf(value);
  return files.length ? <AttachmentList files={files} /> : <span className="ks-read-text">-</span>;
}

/**
 * 附件为必填项，请上传【name】附件！ as the field's own message (spec 001 §5.1 rule 4), with the same
 * function the server runs on submit; the types are the ones the edit component loaded.
 */
const requiredAttachmentRule: ValidatorDescription = {
  validator: (value, _rule, ctx) => {
    const data = (ctx.field as { data?: Record<string, unknown> } | undefined)?.data;
    const types = (data?.[TYPES_DATA_KEY] ?? []) as AttachmentType[];
    const files = entriesOf(value).map((f) => ({ ...f, fileOperationType: stateOf(f) }));
    return missingRequiredAttachment(types, files) ?? '';
  },
};

export default defineFieldType({
  type: 'attachment',
  // the upload widget (antd Progress, the md5 worker, dialogs) loads when a form first shows it in edit mode
  load: () => import('./heavy/AttachmentInput'),
  loadingHeight: 120,
  readPretty: ReadAttachment,
  toFormily: () => ({ 'x-validator': [requiredAttachmentRule] }),
});

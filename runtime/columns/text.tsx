import { cellText, defineColumnType } from './define';

/** Plain text: the default for columns without a type (and for unknown types). */
export default defineColumnType({
  type: 'text',
  Cell: ({ value }) => <>{cellText(value)}</>,
});

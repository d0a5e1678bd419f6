import { defineColumnType } from './define';
import { yesNo } from './cell-values';
import './cells.css';

/**
 * 对 (dui): a yes/no value as a green tick or a grey cross; an unset value shows nothing, so a
 * missing answer is not mistaken for "no". Glyphs, not icon components: icons insert their
 * stylesheet on every mount, and a scrolling table mounts this cell by the hundred.
 */
export default defineColumnType({
  type: 'dui',
  Cell: ({ value }) => {
    const answer = yesNo(value);
    if (answer === undefined) return null;
    return answer ? (
      <span role="img" aria-label="是" className="ks-yes">
        ✓
      </span>
    ) : (
      <span role="img" aria-label="否" className="ks-no">
        ✕
      </span>
    );
  },
});

import { defineColumnType } from './define';
import { fileRefs } from './cell-values';
import { BlockedLink } from './cell-parts';

/**
 * 下载: a download link per file of the cell; nothing when the cell holds no url; a stored address
 * the URL policy refuses is shown as plain text.
 */
export default defineColumnType({
  type: 'download',
  Cell: ({ value }) => {
    const files = fileRefs(value).filter((f) => f.url || f.blocked);
    if (!files.length) return null;
    return (
      <span className="ks-cell-download">
        {files.map((f, i) =>
          f.blocked ? (
            <BlockedLink key={i}>{f.name}</BlockedLink>
          ) : (
            <a key={i} href={f.url} download={f.name || true} target="_blank" rel="noopener noreferrer">
              {files.length > 1 ? f.name : '下载'}
            </a>
          ),
        )}
      </span>
    );
  },
});

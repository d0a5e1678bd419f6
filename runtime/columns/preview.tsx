import { defineColumnType } from './define';
import { fileRefs } from './cell-values';
import { useFilePreview } from './file-preview';
import { BlockedLink, LinkButton } from './cell-parts';

/**
 * 预览: opens the cell's file(s): images in the image preview, other files in an iframe dialog; a
 * cell without a url warns 请先选择要查看的图片 when clicked; a stored address the URL policy
 * refuses is shown as plain text.
 */
function PreviewCell({ value }: { value: unknown }) {
  const { open, holder } = useFilePreview();
  const files = fileRefs(value);
  const list = files.length ? files : [undefined];
  return (
    <span className="ks-cell-preview">
      {list.map((file, i) =>
        file?.blocked ? (
          <BlockedLink key={i}>{file.name}</BlockedLink>
        ) : (
          <LinkButton key={i} onClick={() => open(file)}>
            {list.length > 1 && file ? file.name : '预览'}
          </LinkButton>
        ),
      )}
      {holder}
    </span>
  );
}

export default defineColumnType({
  type: 'preview',
  Cell: ({ value }) => <PreviewCell value={value} />,
});

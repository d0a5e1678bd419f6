import { Row } from 'antd';
import type { CardStyle } from '../../schemas/list';
import { CardItem } from '../../runtime/blocks/card-list/CardItem';
import type { ListRecord } from '../../runtime/blocks/table/list-types';

/**
 * A template drawn by the runtime's own card component over a made-up record, so the preview is
 * what a user of the list will see (widths, fonts, colours), not a designer imitation.
 */
export function SampleCard({ style }: { style: CardStyle }) {
  const record: ListRecord = { id: 'sample', [style.titleKey]: '示例标题' };
  const labels: Record<string, string> = {};
  style.contents.forEach((c, i) => {
    record[c.contentKey] = `示例内容 ${i + 1}`;
    labels[c.contentKey] = c.contentKey;
  });
  return (
    <Row gutter={16} style={{ width: 480 }}>
      <CardItem record={record} cardStyle={style} labels={labels} />
    </Row>
  );
}

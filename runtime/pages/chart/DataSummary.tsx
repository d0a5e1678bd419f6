import type { ChartData } from '../../../schemas/page-kinds/chart/config';
import '../../core/visually-hidden.css';

/**
 * The numbers of a chart as a table screen readers read and eyes do not see (docs/accessibility.md):
 * the drawing is an image, this is its text alternative, value for value.
 */
export function DataSummary({ title, data, measureName }: { title: string; data: ChartData; measureName: string }) {
  return (
    <table className="ks-visually-hidden" data-testid="chart-summary">
      <caption>{`${title}的数据`}</caption>
      <thead>
        <tr>
          <th scope="col">{data.groupName ?? '分组'}</th>
          <th scope="col">{measureName}</th>
        </tr>
      </thead>
      <tbody>
        {data.labels.map((label, i) => (
          <tr key={`${label}-${i}`}>
            <th scope="row">{label}</th>
            <td>{data.values[i]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

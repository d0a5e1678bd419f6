import { Button, Input, InputNumber, Space, Table, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { LevelProblem, LevelRule } from '../../../schemas/credit-levels';
import { SCORE_MAX, SCORE_MIN } from '../../../schemas/credit-levels';

/** One row being edited: a rule plus a key that survives reordering. */
export interface LevelRow {
  key: string;
  level: string;
  minScore: number | null;
  note: string;
}

let nextKey = 0;
/** A row with a fresh key (keys only tell React which row moved). */
export const newRow = (rule: Partial<LevelRule> = {}): LevelRow => ({ key: `r${(nextKey += 1)}`, level: rule.level ?? '', minScore: rule.minScore ?? null, note: rule.note ?? '' });
/** The rows as the shared checks and the save call see them. */
export const rulesOf = (rows: readonly LevelRow[]): LevelRule[] => rows.map((r) => ({ level: r.level, minScore: r.minScore, ...(r.note ? { note: r.note } : {}) }));

interface Props {
  rows: LevelRow[];
  problems: LevelProblem[];
  readOnly: boolean;
  onChange: (rows: LevelRow[]) => void;
}

const errorId = (key: string, field: string) => `level-${key}-${field}-error`;

/**
 * The levels of one year, high to low: 等级, 最低分, 说明, inputs for administrators (with the
 * shared checks' messages under the cell they concern) and move/remove buttons; text for developers.
 */
export function LevelRulesTable({ rows, problems, readOnly, onChange }: Props) {
  const problemOf = (index: number, field: 'level' | 'minScore') => problems.find((p) => p.row === index && p.field === field)?.message;
  const update = (index: number, patch: Partial<LevelRow>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  const cellError = (row: LevelRow, field: 'level' | 'minScore', message: string | undefined) =>
    message ? (
      <Typography.Text type="danger" id={errorId(row.key, field)} role="alert" style={{ display: 'block', fontSize: 12 }}>
        {message}
      </Typography.Text>
    ) : null;

  return (
    <Table<LevelRow>
      rowKey="key"
      size="middle"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: '尚无等级，请点击“新增等级”' }}
      columns={[
        {
          title: '等级',
          dataIndex: 'level',
          width: 180,
          render: (_v, row, i) => {
            if (readOnly) return <strong>{row.level}</strong>;
            const message = problemOf(i, 'level');
            return (
              <>
                <Input
                  value={row.level}
                  maxLength={16}
                  aria-label={`第 ${i + 1} 行 等级`}
                  status={message ? 'error' : undefined}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? errorId(row.key, 'level') : undefined}
                  onChange={(e) => update(i, { level: e.target.value })}
                />
                {cellError(row, 'level', message)}
              </>
            );
          },
        },
        {
          title: '最低分',
          dataIndex: 'minScore',
          width: 200,
          render: (_v, row, i) => {
            if (readOnly) return `≥ ${row.minScore ?? ''}`;
            const message = problemOf(i, 'minScore');
            return (
              <>
                <InputNumber
                  value={row.minScore}
                  min={SCORE_MIN}
                  max={SCORE_MAX}
                  style={{ width: '100%' }}
                  aria-label={`第 ${i + 1} 行 最低分`}
                  status={message ? 'error' : undefined}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? errorId(row.key, 'minScore') : undefined}
                  // min/max clamp only on blur; the shared check names an out-of-range value while typing.
                  onChange={(v) => update(i, { minScore: typeof v === 'number' ? v : null })}
                />
                {cellError(row, 'minScore', message)}
              </>
            );
          },
        },
        {
          title: '说明',
          dataIndex: 'note',
          render: (_v, row, i) =>
            readOnly ? row.note || '—' : <Input value={row.note} maxLength={200} aria-label={`第 ${i + 1} 行 说明`} onChange={(e) => update(i, { note: e.target.value })} />,
        },
        ...(readOnly
          ? []
          : [
              {
                title: '操作',
                key: 'actions',
                width: 150,
                render: (_v: unknown, _row: LevelRow, i: number) => (
                  <Space size={4}>
                    <Button size="small" icon={<ArrowUpOutlined />} aria-label={`上移第 ${i + 1} 行`} disabled={i === 0} onClick={() => move(i, -1)} />
                    <Button size="small" icon={<ArrowDownOutlined />} aria-label={`下移第 ${i + 1} 行`} disabled={i === rows.length - 1} onClick={() => move(i, 1)} />
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={`删除第 ${i + 1} 行`} onClick={() => onChange(rows.filter((_r, j) => j !== i))} />
                  </Space>
                ),
              },
            ]),
      ]}
    />
  );
}

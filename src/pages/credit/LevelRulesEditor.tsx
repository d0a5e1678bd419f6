import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Empty, Input, List, Modal, Select, Space, Spin, Tag, Typography, type InputRef } from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { LEVEL_MESSAGES, levelRuleProblems, YEAR_PATTERN, type LevelYear, type LevelYearDetail } from '../../../schemas/credit-levels';
import type { LevelRulesApi } from './level-rules-api';
import { LevelRulesTable, newRow, rulesOf, type LevelRow } from './LevelRulesTable';
import { localTime } from '../../../runtime/core/local-time';

interface Props {
  api: LevelRulesApi;
  systemCoding: string;
  /** Administrators edit; developers read (the server refuses their saves as well). */
  canEdit: boolean;
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '操作失败，请稍后重试');
const summary = (rules: LevelYearDetail['versions'][number]['rules']) => rules.map((r) => `${r.level} ≥ ${r.minScore ?? ''}`).join('，');
const rowsOf = (rules: LevelYearDetail['versions'][number]['rules']) => rules.map((r) => newRow(r));
const YEAR = new RegExp(YEAR_PATTERN);

/**
 * 等级设置: a year selector (新增年度 for administrators), the levels of the chosen year, 保存 (a new
 * version) and the year's version history. A year added here exists only on the page until it is saved.
 */
export function LevelRulesEditor({ api, systemCoding, canEdit }: Props) {
  const { message } = App.useApp();
  const [years, setYears] = useState<LevelYear[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [year, setYear] = useState<string>();
  const [draftYear, setDraftYear] = useState<string | null>(null);
  const [detail, setDetail] = useState<LevelYearDetail | null>(null);
  const [rows, setRows] = useState<LevelRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [newYear, setNewYear] = useState('');
  const newYearInput = useRef<InputRef>(null);

  const loadYears = useCallback(async () => {
    try {
      const list = await api.years(systemCoding);
      setYears(list);
      setLoadError(null);
      return list;
    } catch (e) {
      setLoadError(messageOf(e));
      setYears([]);
      return [];
    }
  }, [api, systemCoding]);

  const openYear = useCallback(
    async (y: string) => {
      setYear(y);
      setSaveError(null);
      setDirty(false);
      setDetail(null);
      try {
        const d = await api.detail(systemCoding, y);
        setDetail(d);
        setRows(rowsOf(d.versions[0]?.rules ?? []));
      } catch (e) {
        setLoadError(messageOf(e));
      }
    },
    [api, systemCoding],
  );

  useEffect(() => {
    void loadYears().then((list) => {
      if (list[0]) void openYear(list[0].year);
    });
  }, [loadYears, openYear]);

  const problems = useMemo(() => levelRuleProblems(rulesOf(rows)), [rows]);
  const isDraft = year !== undefined && year === draftYear;
  const inForce = detail?.versions[0]?.version ?? 0;
  const options = [...(draftYear ? [draftYear] : []), ...(years ?? []).map((y) => y.year)].map((y) => ({ value: y, label: y === draftYear ? `${y} 年度（未保存）` : `${y} 年度` }));

  const newYearProblem = !YEAR.test(newYear.trim())
    ? LEVEL_MESSAGES.year
    : options.some((o) => o.value === newYear.trim())
      ? LEVEL_MESSAGES.exists(newYear.trim())
      : null;

  const addYear = () => {
    if (newYearProblem) return;
    const y = newYear.trim();
    // A new year starts from the levels shown now, so the administrator only adjusts what changed.
    setDraftYear(y);
    setYear(y);
    setDetail({ year: y, versions: [] });
    setRows(rows.map((r) => newRow({ level: r.level, minScore: r.minScore, note: r.note })));
    setDirty(true);
    setAdding(false);
    setNewYear('');
  };

  const save = async () => {
    if (!year || problems.length) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await api.save({ systemCoding, year, rules: rulesOf(rows), baseVersion: isDraft ? 0 : inForce });
      setDetail(saved);
      setRows(rowsOf(saved.versions[0]?.rules ?? []));
      setDirty(false);
      if (isDraft) setDraftYear(null);
      await loadYears();
      message.success(`保存成功，已生成版本 ${saved.versions[0]?.version ?? ''}`);
    } catch (e) {
      setSaveError(messageOf(e));
    } finally {
      setSaving(false);
    }
  };

  if (years === null) return <Spin tip="加载中…" style={{ display: 'block', padding: 48 }}><div /></Spin>;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        等级设置
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        每个评价年度按分数区间划分信用等级：从高到低排列，分数达到某一等级的最低分即为该等级。每次保存生成新版本；记录在保存或提交时按当时生效的版本定级，之后修改规则不会改变已保存记录的等级。
      </Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon message="开发人员只能查看等级设置，由管理员维护。" />}
      {loadError && <Alert type="error" showIcon message={loadError} />}
      <Space wrap>
        <label htmlFor="level-year">评价年度</label>
        <Select
          id="level-year"
          aria-label="评价年度"
          style={{ width: 200 }}
          value={year}
          placeholder="请选择年度"
          options={options}
          onChange={(y: string) => (y === draftYear ? setYear(y) : void openYear(y))}
        />
        {canEdit && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            新增年度
          </Button>
        )}
      </Space>

      {options.length === 0 ? (
        <Empty description={canEdit ? '尚未设置任何年度的等级规则，请点击“新增年度”' : '尚未设置任何年度的等级规则'} />
      ) : !detail ? (
        <Spin tip="加载中…"><div style={{ height: 120 }} /></Spin>
      ) : (
        <>
          <Card size="small" title={isDraft ? `${year} 年度（新年度，保存后生效）` : `${year} 年度 · 当前生效：版本 ${inForce}`}>
            <LevelRulesTable
              rows={rows}
              problems={problems}
              readOnly={!canEdit}
              onChange={(next) => {
                setRows(next);
                setDirty(true);
              }}
            />
            {canEdit && (
              <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
                {problems.some((p) => p.row === null) && <Alert type="error" showIcon message={problems.find((p) => p.row === null)?.message} />}
                {saveError && <Alert type="error" showIcon role="alert" message={saveError} />}
                <Space>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => {
                      setRows([...rows, newRow()]);
                      setDirty(true);
                    }}
                  >
                    新增等级
                  </Button>
                  <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!dirty || problems.length > 0} onClick={() => void save()}>
                    保存
                  </Button>
                  {problems.length > 0 && <Typography.Text type="danger">请先修正标红的内容再保存</Typography.Text>}
                </Space>
              </Space>
            )}
          </Card>
          <Card size="small" title="版本记录">
            <List
              locale={{ emptyText: '保存后生成第一个版本' }}
              dataSource={detail.versions}
              renderItem={(v, i) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <Space>
                        <span>版本 {v.version}</span>
                        {i === 0 && <Tag color="green">当前生效</Tag>}
                      </Space>
                    }
                    description={`${v.savedBy} · ${localTime(v.savedAt)} · ${summary(v.rules)}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </>
      )}

      <Modal
        title="新增年度"
        open={adding}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: newYearProblem !== null }}
        onOk={addYear}
        onCancel={() => {
          setAdding(false);
          setNewYear('');
        }}
        destroyOnHidden
        // The dialog focuses itself when it opens; the year input is where typing should go.
        afterOpenChange={(opened) => opened && newYearInput.current?.focus()}
      >
        <label htmlFor="level-new-year">评价年度</label>
        <Input
          id="level-new-year"
          ref={newYearInput}
          value={newYear}
          placeholder="如 2027"
          maxLength={4}
          aria-describedby="level-new-year-hint"
          onChange={(e) => setNewYear(e.target.value)}
          onPressEnter={addYear}
        />
        <Typography.Text id="level-new-year-hint" type={newYear && newYearProblem ? 'danger' : 'secondary'} style={{ display: 'block', marginTop: 4 }}>
          {newYear && newYearProblem ? newYearProblem : '新年度的等级从当前显示的等级复制，保存后生效'}
        </Typography.Text>
      </Modal>
    </Space>
  );
}

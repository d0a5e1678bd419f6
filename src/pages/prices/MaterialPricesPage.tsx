import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router-dom';
import type { ClassificationTree, PricePage, PriceRow, PublishedPeriod } from '../../../schemas/prices';
import { EChart } from '../../../runtime/pages/chart/EChart';
import '../../../runtime/core/visually-hidden.css';
import { priceApi } from '../../api/prices';
import { PageIntro } from '../system/PageIntro';

const PAGE_SIZE = 10;
const errorOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');
const options = (values: string[]) => values.map((v) => ({ value: v, label: v }));

interface Query {
  city?: string;
  county?: string;
  classification?: string;
  group?: string;
  keyword?: string;
  curPage: number;
}

/** A material's price over the published periods: a line drawn by the chart kind's ECharts, its numbers in a hidden table. */
function HistoryChart({ row, onClose }: { row: PriceRow; onClose: () => void }) {
  const [points, setPoints] = useState<PriceRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    priceApi
      .history({ name: row.name, spec: row.spec, unit: row.unit, city: row.city, county: row.county })
      .then((p) => live && setPoints(p))
      .catch((e: unknown) => live && setError(errorOf(e)));
    return () => {
      live = false;
    };
  }, [row]);
  const title = `${row.city}${row.county ? ` ${row.county}` : ''} ${row.name}${row.spec ? `（${row.spec}）` : ''} 价格走势`;
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 60, right: 24, top: 24, bottom: 32 },
      xAxis: { type: 'category', data: (points ?? []).map((p) => p.period) },
      yAxis: { type: 'value', name: `元/${row.unit}`, scale: true },
      series: [{ type: 'line', name: '含税价', data: (points ?? []).map((p) => p.price), label: { show: true } }],
    }),
    [points, row.unit],
  );
  return (
    <section aria-label={title} data-testid="price-history" style={{ marginTop: 16 }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <h3 style={{ fontSize: 15, margin: 0 }}>{title}</h3>
        <Button size="small" onClick={onClose}>
          关闭
        </Button>
      </Space>
      {error && <Alert type="error" showIcon message={error} />}
      {points && points.length > 0 && (
        <>
          <EChart option={option} height={280} label={title} />
          <table className="ks-visually-hidden" data-testid="price-history-summary">
            <caption>{`${title}的数据`}</caption>
            <thead>
              <tr>
                <th scope="col">期次</th>
                <th scope="col">含税价（元）</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.period}>
                  <th scope="row">{p.period}</th>
                  <td>{p.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {points && points.length === 0 && <Empty description="暂无历史价格" />}
    </section>
  );
}

/**
 * /custom/materialPrices 材料价格 (docs/prices-and-tasks.md): a published period's prices, narrowed by
 * city, county, classification, group and name; a row's 价格走势 draws its history as a line chart.
 */
export default function MaterialPricesPage() {
  const [params, setParams] = useSearchParams();
  const [periods, setPeriods] = useState<PublishedPeriod[] | null>(null);
  const period = params.get('period') ?? periods?.[0]?.period;
  const [cities, setCities] = useState<string[]>([]);
  const [counties, setCounties] = useState<string[]>([]);
  const [tree, setTree] = useState<ClassificationTree>([]);
  const [query, setQuery] = useState<Query>({ curPage: 1 });
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState<PricePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chart, setChart] = useState<PriceRow | null>(null);

  useEffect(() => {
    priceApi.periods().then(setPeriods, (e: unknown) => (setPeriods([]), setError(errorOf(e))));
    priceApi.classification().then(setTree, () => setTree([]));
  }, []);
  useEffect(() => {
    if (!period) return;
    priceApi.cities(period).then(setCities, () => setCities([]));
  }, [period]);
  useEffect(() => {
    if (!period || !query.city) return setCounties([]);
    priceApi.counties(period, query.city).then(setCounties, () => setCounties([]));
  }, [period, query.city]);
  useEffect(() => {
    if (!period) return;
    let live = true;
    setPage(null);
    priceApi
      .info({ period, ...query, pageSize: PAGE_SIZE })
      .then((p) => live && (setPage(p), setError(null)))
      .catch((e: unknown) => live && (setPage({ records: [], total: 0, period }), setError(errorOf(e))));
    return () => {
      live = false;
    };
  }, [period, query]);

  const groups = tree.find((t) => t.value === query.classification)?.children ?? [];
  const narrow = (change: Partial<Query>) => setQuery((q) => ({ ...q, ...change, curPage: 1 }));

  const columns: ColumnsType<PriceRow> = [
    { title: '城市', dataIndex: 'city', width: 90 },
    { title: '区县', dataIndex: 'county', width: 90 },
    { title: '材料分类', dataIndex: 'classification', ellipsis: true },
    { title: '材料组', dataIndex: 'group', width: 110 },
    { title: '材料编码', dataIndex: 'code', width: 100 },
    { title: '材料名称', dataIndex: 'name', ellipsis: true },
    { title: '规格型号', dataIndex: 'spec', ellipsis: true },
    { title: '单位', dataIndex: 'unit', width: 70 },
    { title: '含税价（元）', dataIndex: 'price', width: 120, align: 'right' },
    {
      title: '操作',
      key: 'op',
      width: 100,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setChart(r)} aria-label={`价格走势：${r.city} ${r.county} ${r.name} ${r.spec}`}>
          价格走势
        </Button>
      ),
    },
  ];

  return (
    <div className="ks-card" data-testid="material-prices-page">
      <PageIntro title="材料价格">已发布的各期材料价格：按城市、区县、材料分类、材料组和名称查询，点“价格走势”看一种材料在各期的价格。</PageIntro>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="期次"
          style={{ width: 150 }}
          value={period}
          placeholder="期次"
          options={(periods ?? []).map((p) => ({ value: p.period, label: p.title }))}
          onChange={(v: string) => {
            setParams({ period: v }, { replace: true });
            setChart(null);
            setQuery({ curPage: 1 });
          }}
        />
        <Select aria-label="城市" allowClear placeholder="全部城市" style={{ width: 140 }} value={query.city} options={options(cities)} onChange={(city?: string) => narrow({ city, county: undefined })} />
        <Select aria-label="区县" allowClear placeholder="全部区县" style={{ width: 140 }} value={query.county} disabled={!query.city} options={options(counties)} onChange={(county?: string) => narrow({ county })} />
        <Select
          aria-label="材料分类"
          allowClear
          placeholder="全部分类"
          style={{ width: 170 }}
          value={query.classification}
          options={tree.map((t) => ({ value: t.value, label: t.label }))}
          onChange={(classification?: string) => narrow({ classification, group: undefined })}
        />
        <Select aria-label="材料组" allowClear placeholder="全部材料组" style={{ width: 150 }} value={query.group} disabled={!query.classification} options={groups} onChange={(group?: string) => narrow({ group })} />
        <Input.Search aria-label="材料名称" allowClear placeholder="材料名称" style={{ width: 220 }} value={typed} onChange={(e) => setTyped(e.target.value)} onSearch={(v) => narrow({ keyword: v.trim() || undefined })} enterButton="查询" />
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {periods && periods.length === 0 ? (
        <Empty description="暂无已发布的价格期次" />
      ) : (
        <Table<PriceRow>
          rowKey={(r) => `${r.period}-${r.seq}`}
          size="small"
          columns={columns}
          dataSource={page?.records ?? []}
          loading={page === null}
          locale={{ emptyText: <Empty description="没有符合条件的价格" /> }}
          pagination={{ current: query.curPage, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 条`, onChange: (curPage) => setQuery((q) => ({ ...q, curPage })) }}
        />
      )}
      {chart && <HistoryChart row={chart} onClose={() => setChart(null)} />}
    </div>
  );
}

import { Button, Empty, Space } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TreeTableServicesProvider } from '../../../runtime/pages/tree-table/tree-table-services';
import { ESTIMATE_TREE_NODE, recordTreeTableServices } from '../../api/file-detection';
import DynamicChartPage from '../dynamic/DynamicChartPage';
import { FILE_ANALYSIS_INDEX } from './paths';

/**
 * 文件分析详情 (/fileAnalysis/deatil?id=<bid file record>, spec 001 §2.3): the bid file's parsed
 * cost estimate as the tree-table node `trade-estimate-tree` draws it (docs/page-kinds/tree-table.md),
 * its call (/ks/file/detection/result) asked for this record; while the file is parsing the page
 * shows 正在解析文件 and refreshes itself.
 */
export default function FileAnalysisDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const services = useMemo(() => (id ? recordTreeTableServices(id) : undefined), [id]);
  const back = (
    <Button onClick={() => navigate(FILE_ANALYSIS_INDEX)} aria-label="返回文件检测">
      返回文件检测
    </Button>
  );
  if (!services) {
    return (
      <div className="ks-card">
        <Empty description="未指定投标文件，请从文件检测的「查看结果」进入">{back}</Empty>
      </div>
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>{back}</Space>
      <TreeTableServicesProvider value={services}>
        <DynamicChartPage node={ESTIMATE_TREE_NODE} />
      </TreeTableServicesProvider>
    </Space>
  );
}

import { Descriptions, Result } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../layout/ShellContext';

/** /system/companyInfo: enterprise library (administrators) or enterprise centre (others). */
export default function CompanyInfoPage() {
  const [params] = useSearchParams();
  const { role, user } = useShell();
  const title = role === 'M' ? '企业信息库' : '企业中心';
  return (
    <div className="ks-card">
      <Result icon={<ShopOutlined />} title={title} subTitle="企业信息功能建设中" />
      {role === 'U' ? (
        <Descriptions bordered column={1} size="small" style={{ maxWidth: 560, margin: '0 auto' }}>
          <Descriptions.Item label="企业名称">{user?.userName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="企业编号">{user?.enterpriseId ?? '—'}</Descriptions.Item>
          {params.get('apply') === 'true' ? <Descriptions.Item label="执业状态">请核实并更新执业信息</Descriptions.Item> : null}
        </Descriptions>
      ) : null}
    </div>
  );
}

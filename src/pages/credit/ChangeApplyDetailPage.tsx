import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ChangeDialog } from '../../../runtime/blocks/change-dialog/ChangeDialog';
import { ChangeServicesProvider } from '../../../runtime/blocks/change-dialog/change-services';
import { changeServices } from '../../api/change-services';

const BACK = '/applyIndex';

/**
 * /applyDetail?businessId=&gnCoding=&systemCoding=: one record's changes (第 N 次变更) as a page of
 * 变更申请, in the change dialog's check mode; closing it goes back to the list.
 */
export default function ChangeApplyDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const businessId = params.get('businessId') ?? '';
  const gnCoding = params.get('gnCoding') ?? '';
  const systemCoding = params.get('systemCoding') ?? '';
  if (!businessId || !gnCoding) {
    return (
      <Result
        status="warning"
        title="缺少变更记录参数"
        subTitle="请从变更申请列表打开一条变更。"
        extra={
          <Button type="primary" onClick={() => navigate(BACK)}>
            返回变更申请
          </Button>
        }
      />
    );
  }
  return (
    <ChangeServicesProvider value={changeServices}>
      <div className="ks-card" data-testid="change-apply-detail">
        <Button onClick={() => navigate(BACK)}>返回变更申请</Button>
        <ChangeDialog target={{ businessId, gnCoding, systemCoding }} mode="check" onClose={() => navigate(BACK)} onChanged={() => undefined} />
      </div>
    </ChangeServicesProvider>
  );
}

import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Any unknown path (spec 000 §2). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="ks-fullscreen-center">
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在。"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}

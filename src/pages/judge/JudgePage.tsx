import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Col, Empty, Result, Row, Spin } from 'antd';
import type { SystemSummary } from '../../../schemas/system';
import { fetchSystems } from '../../api/menu';
import { ApiError } from '../../api/client';
import { DEFAULT_HOME, getCurrentArea, getUser, selectSystem, setHome } from '../../session/session';
import { FALLBACK_PLATFORM_NAME, usePlatform } from '../../shared/usePlatform';
import { PlatformFooter } from '../../shared/PlatformFooter';
import { UserMenu } from '../../layout/UserMenu';
import { PracticeDialog } from '../login/PracticeDialog';
import { SystemCard } from './SystemCard';
import { nextOf } from '../../app/deep-link';
import '../../layout/layout.css';
import './judge.css';

/** /judge: the systems this user may enter, as cards; choosing one opens the back office. */
export default function JudgePage() {
  const navigate = useNavigate();
  // the page asked for before a system was chosen (issue 45 point 7): opened once one is
  const next = nextOf(useLocation().search);
  const platform = usePlatform();
  const [systems, setSystems] = useState<SystemSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = getCurrentArea()?.systemCoding;

  useEffect(() => {
    let alive = true;
    setError(null);
    fetchSystems()
      .then((list) => alive && setSystems(list))
      .catch((e: unknown) => alive && setError(e instanceof ApiError ? e.message : '系统列表加载失败'));
    return () => {
      alive = false;
    };
  }, [attempt]);

  const choose = (s: SystemSummary) => {
    selectSystem({ id: s.id, systemCoding: s.systemCoding, gnCode: s.gnCode, systemName: s.systemName, title: s.title });
    setHome(DEFAULT_HOME);
    navigate(next ?? DEFAULT_HOME);
  };

  let body;
  if (error) {
    body = (
      <Result status="warning" title="系统列表加载失败" subTitle={error} extra={<Button onClick={() => setAttempt((n) => n + 1)}>重试</Button>} />
    );
  } else if (!systems) {
    body = (
      <div className="ks-page-loading">
        <Spin size="large" tip="系统列表加载中…">
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </div>
    );
  } else if (!systems.length) {
    body = <Empty description="暂无可进入的系统，请联系管理员开通" />;
  } else {
    body = (
      <Row gutter={[20, 20]} role="list" aria-label="可进入的系统">
        {systems.map((s) => (
          <Col key={s.systemCoding} xs={24} sm={12} lg={8} role="listitem">
            <SystemCard system={s} current={s.systemCoding === current} onChoose={() => choose(s)} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <div className="ks-judge">
      <header className="ks-header">
        <div className="ks-header-left">
          <div className="ks-brand">
            <span className="ks-brand-logo">KS</span>
            <span className="ks-brand-name">{platform?.platformName || FALLBACK_PLATFORM_NAME}</span>
          </div>
        </div>
        <UserMenu user={getUser()} showUserCenter={false} />
      </header>
      <main className="ks-judge-main">
        <h1>请选择要进入的系统</h1>
        <p className="ks-judge-sub">{next ? '选择系统后将打开您要访问的页面' : '您可以随时在页面顶部切换系统'}</p>
        {body}
      </main>
      <PlatformFooter platform={platform} />
      <PracticeDialog />
    </div>
  );
}

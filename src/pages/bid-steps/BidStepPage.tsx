import { Button, Empty } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Form } from '@formily/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BID_STEPS_NODE, signInStep, type BidStepState } from '../../../schemas/bid-steps';
import type { StepsConfig } from '../../../schemas/page-kinds/steps/config';
import { StepsPage } from '../../../runtime/pages/steps/StepsPage';
import { StepsServicesProvider, type StepsServices, type StepsSnapshot } from '../../../runtime/pages/steps/steps-services';
import { PageHostProvider, type PageHost } from '../../../runtime/pages/page-host';
import { bidStepApi } from '../../api/bid-steps';
import { createRuntimeServices } from '../../api/runtime-services';
import { PageLoading } from '../../shared/PageLoading';
import { PageLoadError } from '../dynamic/PageLoadError';
import { bidStepPath } from './paths';
import { SignInPanel } from './SignInPanel';

type Loaded = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; state: BidStepState };

const snapshotOf = (s: BidStepState): StepsSnapshot => ({ current: s.current, values: s.values, forms: s.forms, canMove: s.canMove, subject: s.xmmc });

/**
 * /bidStep/<step>?xmId=<project> (开标步骤, docs/bidding.md): the steps node trade-bid-steps (page
 * kind steps) for one project, opened at the step the address names; the step shown follows the
 * address (上一步 / 下一步 change it), the current step is the server's. Without a project it
 * points to 开标大厅.
 */
export default function BidStepPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const xmId = params.get('xmId');
  const step = location.pathname.split('/')[2] ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  // the server's current step as the steps page last heard it (sign-in is open on that step only)
  const [current, setCurrent] = useState<string | null>(null);
  // The step form on screen: a sign-in sets its count there, and what was typed in the others stays.
  const shown = useRef<{ step: string; form: Form } | null>(null);
  useEffect(() => {
    if (!xmId) return;
    let live = true;
    setLoaded({ phase: 'loading' });
    bidStepApi
      .state(xmId)
      .then((state) => live && setLoaded({ phase: 'ready', state }))
      .catch((e: unknown) => live && setLoaded({ phase: 'error', message: e instanceof Error ? e.message : '加载失败，请稍后重试' }));
    return () => {
      live = false;
    };
  }, [xmId, round]);
  const first = loaded.phase === 'ready' ? loaded.state : null;
  const services = useMemo<StepsServices | null>(() => {
    if (!xmId || !first) return null;
    let initial: BidStepState | null = first;
    const heard = (s: BidStepState) => {
      setCurrent(s.current);
      return snapshotOf(s);
    };
    return {
      // the page's first load is the answer this page already has
      load: async () => {
        const had = initial;
        initial = null;
        return heard(had ?? (await bidStepApi.state(xmId)));
      },
      save: async (key, values) => heard(await bidStepApi.save(xmId, key, values)),
      move: async (from, to) => heard(await bidStepApi.move(xmId, from, to)),
      formServices: createRuntimeServices({ gnCoding: 'trade_service', systemCoding: 'trade_service', nodeId: BID_STEPS_NODE }),
      formShown: (key, form) => {
        shown.current = { step: key, form };
      },
    };
  }, [xmId, first]);
  const set = useCallback(
    (name: string, value: string) => {
      if (name === 'step' && xmId) navigate(bidStepPath(value, xmId), { state: location.state as unknown });
    },
    [navigate, xmId, location.state],
  );
  const host = useMemo<PageHost>(() => ({ NodeView: () => null, params: { get: (name) => (name === 'step' ? step : params.get(name)), set } }), [step, params, set]);

  if (!xmId)
    return (
      <div className="ks-card">
        <Empty description="请先在开标大厅选择项目">
          <Button type="primary" onClick={() => navigate('/bid/overview')}>
            前往开标大厅
          </Button>
        </Empty>
      </div>
    );
  if (loaded.phase === 'loading' || !services) return loaded.phase === 'error' ? <PageLoadError message={loaded.message} onReload={() => setRound((r) => r + 1)} /> : <PageLoading tip="页面加载中…" />;
  if (loaded.phase === 'error') return <PageLoadError message={loaded.message} onReload={() => setRound((r) => r + 1)} />;
  const config = loaded.state.config as StepsConfig;
  const signIn = signInStep(step);
  // the server counts the list on every save and show too (docs/bidding.md "签到"); this is what the form shows meanwhile
  const signedIn = (field: string, count: number) => {
    if (shown.current?.step === step && !shown.current.form.unmounted) shown.current.form.setValuesIn(field, count);
  };
  return (
    <div className="ks-card" data-testid="bid-steps">
      {signIn && <SignInPanel key={`${xmId}-${step}`} xmId={xmId} kind={signIn.kind} canSign={loaded.state.canMove && (current ?? loaded.state.current) === step} onChanged={(count) => signedIn(signIn.field, count)} />}
      <PageHostProvider value={host}>
        <StepsServicesProvider value={services}>
          <StepsPage node={{ nodeId: BID_STEPS_NODE, title: config.title }} config={config} />
        </StepsServicesProvider>
      </PageHostProvider>
    </div>
  );
}

import { Alert, Button, Empty, Space, Spin, Steps, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import type { StepsConfig, StepsStep } from '../../../schemas/page-kinds/steps/config';
import { failingRule } from '../../../schemas/page-kinds/steps';
import type { DashboardPageProps } from '../define';
import { usePageParam } from '../page-host';
import { DynamicForm, scrollToFirstError, type FormValues } from '../../blocks/form';
import { useStepsServices, type StepsServices, type StepsSnapshot } from './steps-services';

type Loaded = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; snap: StepsSnapshot };

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '操作失败，请稍后重试');

/** Only steps with a form are walked (a step being set up is skipped, as the server does). */
const walkedSteps = (config: StepsConfig) => config.steps.filter((s) => !!s.formNodeId);

/**
 * A steps page (page kind `steps`, docs/page-kinds/steps.md): antd Steps over the config's steps and
 * the form of the step shown. The step shown is in the address (`step`, the shell's choice: the
 * route /bidStep/<key>); the current step is the server's. 下一步 on the current step stores the
 * form, checks the step's rules (the server checks them again on what it stored) and moves on; a
 * failing rule's message is shown and the page stays. 上一步 looks back at a stored step.
 */
export function StepsPage({ node, config }: DashboardPageProps<StepsConfig>) {
  const services = useStepsServices();
  const title = config.title ?? node.title;
  const steps = walkedSteps(config);
  let body;
  if (steps.length === 0) body = <Empty description="该页面还没有步骤，请在页面设计中添加" />;
  else if (!services) body = <StepsPreview steps={steps} />;
  else body = <LiveSteps steps={steps} services={services} />;
  return (
    <section aria-label={title ?? '步骤页面'} data-testid="steps-page">
      {title && <Typography.Title level={4}>{title}</Typography.Title>}
      {body}
    </section>
  );
}

/** Without a subject: the steps, the first one shown, each naming its form (the designer's preview). */
function StepsPreview({ steps }: { steps: StepsStep[] }) {
  const [asked, choose] = usePageParam('step');
  const index = Math.max(0, steps.findIndex((s) => s.key === asked));
  return (
    <>
      <Steps size="small" current={index} onChange={(i) => choose(steps[i].key)} items={steps.map((s) => ({ title: s.title }))} />
      <Empty style={{ marginTop: 24 }} description={`此处显示表单节点 ${steps[index].formNodeId ?? ''} 的内容`} />
    </>
  );
}

function LiveSteps({ steps, services }: { steps: StepsStep[]; services: StepsServices }) {
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  const [asked, choose] = usePageParam('step');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'next' | null>(null);
  const formRef = useRef<Form | null>(null);
  useEffect(() => {
    let live = true;
    setLoaded({ phase: 'loading' });
    services
      .load()
      .then((snap) => live && setLoaded({ phase: 'ready', snap }))
      .catch((e: unknown) => live && setLoaded({ phase: 'error', message: messageOf(e) }));
    return () => {
      live = false;
    };
  }, [services, round]);
  const show = useCallback(
    (key: string) => {
      setRefusal(null);
      choose(key);
    },
    [choose],
  );

  if (loaded.phase === 'loading') return <Spin tip="步骤加载中…"><div style={{ height: 160 }} /></Spin>;
  if (loaded.phase === 'error')
    return <Alert type="error" showIcon message={`步骤加载失败：${loaded.message}`} action={<Button size="small" onClick={() => setRound((r) => r + 1)}>重新加载</Button>} />;
  const { snap } = loaded;
  const currentIndex = Math.max(0, steps.findIndex((s) => s.key === snap.current));
  const askedIndex = steps.findIndex((s) => s.key === asked);
  const index = askedIndex < 0 ? currentIndex : askedIndex;
  const step = steps[index];
  const isCurrent = index === currentIndex;
  const ahead = index > currentIndex;
  const editable = isCurrent && snap.canMove;
  const last = index === steps.length - 1;
  const formConfig = step.formNodeId ? snap.forms[step.formNodeId] : undefined;

  /** the form's values after its own checks pass, or null (the first wrong field is shown) */
  const formValues = async (): Promise<Record<string, unknown> | null> => {
    const form = formRef.current;
    if (!form) return {};
    try {
      await form.validate();
    } catch {
      scrollToFirstError();
      return null;
    }
    return toJS(form.values) as Record<string, unknown>;
  };
  const act = async (what: 'save' | 'next') => {
    if (busy) return;
    setBusy(what);
    setRefusal(null);
    try {
      const values = await formValues();
      if (!values) return;
      let next = await services.save(step.key, values);
      if (what === 'next') {
        // the page says at once what the server would say; the server checks again on what it stored
        const failing = failingRule(step.rules, values);
        if (failing) {
          setLoaded({ phase: 'ready', snap: next });
          setRefusal(failing.message);
          return;
        }
        next = await services.move(step.key, steps[index + 1].key);
        setLoaded({ phase: 'ready', snap: next });
        show(steps[index + 1].key);
        return;
      }
      setLoaded({ phase: 'ready', snap: next });
    } catch (e) {
      setRefusal(messageOf(e));
    } finally {
      setBusy(null);
    }
  };

  const items = steps.map((s, i) => ({
    title: s.title,
    status: i < currentIndex ? ('finish' as const) : i === currentIndex ? ('process' as const) : ('wait' as const),
    disabled: i > currentIndex,
  }));
  return (
    <>
      {snap.subject && <Typography.Paragraph>项目：{snap.subject}</Typography.Paragraph>}
      <nav aria-label="步骤">
        <Steps size="small" current={index} items={items} onChange={(i) => i <= currentIndex && show(steps[i].key)} />
      </nav>
      <section aria-label={`第 ${index + 1} 步 ${step.title}`} style={{ marginTop: 24 }} data-testid="step-body">
        <Typography.Title level={5}>
          第 {index + 1} 步：{step.title}
          {isCurrent ? '（当前步骤）' : ahead ? '（未开始）' : '（已完成）'}
        </Typography.Title>
        {ahead ? (
          <Alert type="info" showIcon message={`尚未进行到此步骤，当前步骤是「${steps[currentIndex].title}」`} />
        ) : formConfig === undefined ? (
          <Empty description="该步骤的表单未配置" />
        ) : (
          <DynamicForm
            key={`${step.key}-${snap.current}`}
            config={formConfig}
            mode={editable ? 'edit' : 'read'}
            initialValues={(snap.values[step.key] ?? {}) as FormValues}
            services={services.formServices}
            onFormReady={(f) => {
              formRef.current = f;
              services.formShown?.(step.key, f);
            }}
          />
        )}
        {isCurrent && !snap.canMove && <Alert type="info" showIcon message="开标步骤由管理员填写并推进" />}
        {refusal && <Alert type="error" showIcon role="alert" message={refusal} data-testid="step-refusal" style={{ marginTop: 12 }} />}
        <Space style={{ marginTop: 16 }}>
          <Button disabled={index === 0 || !!busy} onClick={() => show(steps[index - 1].key)}>
            上一步
          </Button>
          {editable && (
            <Button loading={busy === 'save'} disabled={!!busy} onClick={() => void act('save')}>
              保存
            </Button>
          )}
          {editable && !last && (
            <Button type="primary" loading={busy === 'next'} disabled={!!busy} onClick={() => void act('next')}>
              下一步
            </Button>
          )}
          {!editable && index < currentIndex && (
            <Button type="primary" onClick={() => show(steps[index + 1].key)}>
              下一步
            </Button>
          )}
          {editable && last && <Typography.Text type="secondary">已是最后一步</Typography.Text>}
        </Space>
      </section>
    </>
  );
}

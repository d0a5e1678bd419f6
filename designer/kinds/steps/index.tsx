import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { StepsConfig, type StepsStep } from '../../../schemas/page-kinds/steps/config';
import { kindCompiledErrors } from '../../../schemas/check-kind-config';
import { configProblems } from '../../../schemas/page-kinds';
import { StepsPage } from '../../../runtime/pages/steps/StepsPage';
import { commands } from '../../commands';
import { useDesignerState, useDesignerStore } from '../../store/use-designer';
import type { NodeConfig } from '../../store/types';
import { defineDesignerKind, type KindPreviewProps } from '../define';

const stepsOf = (config: NodeConfig): StepsStep[] => {
  const steps = (config as { steps?: unknown }).steps;
  return Array.isArray(steps) ? (steps as StepsStep[]) : [];
};

/** Every edit replaces the step list: one undoable step, checked as a whole. */
function useStepsEdit() {
  const store = useDesignerStore();
  return (edit: (steps: StepsStep[]) => StepsStep[]) => {
    const config = store.getState().config;
    // NodeConfig lists the form, list and chart shapes only; the steps shape is checked by its schema.
    store.run(commands.replaceConfig, { config: { ...config, steps: edit([...stepsOf(config)]) } as unknown as NodeConfig });
  };
}

/** The palette: 添加步骤 (its form node and rules are set on the canvas and in the source view). */
function StepsPalette() {
  const edit = useStepsEdit();
  const add = () =>
    edit((steps) => {
      const keys = new Set(steps.map((s) => s.key));
      let n = steps.length + 1;
      while (keys.has(`step${n}`)) n += 1;
      return [...steps, { key: `step${n}`, title: `步骤 ${n}`, formNodeId: '' }];
    });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button block icon={<PlusOutlined aria-hidden />} onClick={add}>
        添加步骤
      </Button>
      <Typography.Paragraph type="secondary">每步一个表单节点；进入下一步的条件（rules）在源码视图中编辑，格式与表单的条件规则相同。</Typography.Paragraph>
    </Space>
  );
}

/** The canvas: one card per step with its title, key and form node; its rules' messages; 上移 / 下移 / 删除. */
function StepsCanvas({ problems }: { problems: { text: string }[] }) {
  const config = useDesignerState((s) => s.config);
  const edit = useStepsEdit();
  const steps = stepsOf(config);
  if (steps.length === 0) return <Alert type="warning" showIcon message="还没有步骤：至少添加一个步骤，页面才有内容" />;
  const change = (i: number, patch: Partial<StepsStep>) => edit((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (from: number, to: number) => edit((all) => (all.splice(to, 0, ...all.splice(from, 1)), all));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="steps-canvas">
      {steps.map((step, i) => {
        const id = (what: string) => `steps-${i}-${what}`;
        const lines = problems.map((p) => p.text).filter((t) => t.startsWith(`第 ${i + 1} 步`));
        return (
          <Card
            key={i}
            size="small"
            title={`第 ${i + 1} 步`}
            extra={
              <Space size={4}>
                <Button size="small" icon={<ArrowUpOutlined aria-hidden />} aria-label={`上移第 ${i + 1} 步`} disabled={i === 0} onClick={() => move(i, i - 1)} />
                <Button size="small" icon={<ArrowDownOutlined aria-hidden />} aria-label={`下移第 ${i + 1} 步`} disabled={i === steps.length - 1} onClick={() => move(i, i + 1)} />
                <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`删除第 ${i + 1} 步`} onClick={() => edit((all) => all.filter((_, j) => j !== i))} />
              </Space>
            }
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              <label htmlFor={id('title')}>标题</label>
              <Input id={id('title')} value={step.title} maxLength={32} onChange={(e) => change(i, { title: e.target.value })} />
              <label htmlFor={id('key')}>步骤编码（地址中的步骤名）</label>
              <Input id={id('key')} value={step.key} onChange={(e) => change(i, { key: e.target.value.trim() })} />
              <label htmlFor={id('form')}>表单节点（菜单编号）</label>
              <Input id={id('form')} value={step.formNodeId ?? ''} onChange={(e) => change(i, { formNodeId: e.target.value.trim() })} />
              <Typography.Text type="secondary">
                进入下一步的条件：{step.rules?.length ? step.rules.map((r) => r.message).join('；') : '无'}
              </Typography.Text>
              {lines.map((l) => (
                <Typography.Text key={l} type="danger" role="alert">
                  {l}
                </Typography.Text>
              ))}
            </Space>
          </Card>
        );
      })}
    </Space>
  );
}

/** The page as users get it, without a project: the steps, each naming its form. */
function StepsPreview({ config, nodeId }: KindPreviewProps) {
  return <StepsPage node={{ nodeId }} config={{ ...(config as unknown as StepsConfig), steps: stepsOf(config) }} unsaved />;
}

/** A steps page: its steps edited as a list, each an ordinary form node with the rules to move on. */
export default defineDesignerKind({
  kind: 'steps',
  configSchema: StepsConfig,
  Palette: StepsPalette,
  Canvas: StepsCanvas,
  Preview: StepsPreview,
  previewModes: false,
  itemProblems: (config) => configProblems('steps', config, kindCompiledErrors('StepsConfig', config)),
});

import { App, Button, Checkbox, Drawer, Input, Rate, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FEEDBACK_CLOSE_MS, FEEDBACK_MESSAGES, FEEDBACK_SCORE_LABELS, feedbackProblem, PRODUCT_ITEMS, SERVICE_ITEMS, type FeedbackItem } from '../../schemas/feedback';
import { DRAWER_WIDTH } from '../../runtime/core/constants';

export interface FeedbackDrawerProps {
  open: boolean;
  onClose: () => void;
  /** sends the list; resolves when the server thanked */
  send: (items: FeedbackItem[]) => Promise<unknown>;
}

const heading = { fontWeight: 600, margin: '16px 0 8px' } as const;

/** The list the call takes (spec 000 §7: {evaluateType, question}), from what the user chose. */
export function feedbackItems(score: number, product: readonly string[], service: readonly string[], text: string): FeedbackItem[] {
  return [
    ...(score > 0 ? [{ evaluateType: 'score' as const, question: '总体评价', score }] : []),
    ...product.map((question) => ({ evaluateType: 'product' as const, question })),
    ...service.map((question) => ({ evaluateType: 'service' as const, question })),
    { evaluateType: 'opinion' as const, question: text.trim() || ' ' },
  ];
}

/**
 * 意见反馈 (spec 000 §2 screen 5): an overall score 1–5 (不满意 … 非常完美), what of the product (5
 * items) and of the service (10 items) should improve, and the opinion. Sent only with text; on
 * success: thanks, the text cleared, the drawer closed after 800 ms.
 */
export function FeedbackDrawer({ open, onClose, send }: FeedbackDrawerProps) {
  const { message } = App.useApp();
  const [score, setScore] = useState(0);
  const [product, setProduct] = useState<string[]>([]);
  const [service, setService] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(() => () => void (timer.current !== null && window.clearTimeout(timer.current)), []);

  const submit = async () => {
    const items = feedbackItems(score, product, service, text);
    const problem = feedbackProblem(items);
    if (problem) return void message.warning(problem);
    setSending(true);
    try {
      await send(items);
    } catch {
      return; // the API client has shown the reason; nothing the user wrote is lost
    } finally {
      setSending(false);
    }
    void message.success(FEEDBACK_MESSAGES.thanks);
    setText('');
    setScore(0);
    setProduct([]);
    setService([]);
    timer.current = window.setTimeout(onClose, FEEDBACK_CLOSE_MS);
  };

  return (
    <Drawer
      title="意见反馈"
      open={open}
      onClose={onClose}
      width={DRAWER_WIDTH.wide}
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={sending} onClick={() => void submit()}>
            提交
          </Button>
        </Space>
      }
    >
      <div id="ks-feedback-score-label" style={heading}>
        总体评价
      </div>
      <Space>
        <Rate aria-labelledby="ks-feedback-score-label" value={score} onChange={setScore} tooltips={[...FEEDBACK_SCORE_LABELS]} />
        <span aria-live="polite">{score > 0 ? FEEDBACK_SCORE_LABELS[score - 1] : ''}</span>
      </Space>
      <ul className="ks-feedback-scale" aria-label="评分说明" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'flex', gap: 12, flexWrap: 'wrap', color: '#595959' }}>
        {FEEDBACK_SCORE_LABELS.map((label, i) => (
          <li key={label}>
            {i + 1} 分：{label}
          </li>
        ))}
      </ul>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={heading}>产品质量（您觉得哪些方面需要改进）</legend>
        <Checkbox.Group options={[...PRODUCT_ITEMS]} value={product} onChange={(v) => setProduct(v.map(String))} />
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={heading}>服务质量（您觉得哪些方面需要改进）</legend>
        <Checkbox.Group options={[...SERVICE_ITEMS]} value={service} onChange={(v) => setService(v.map(String))} />
      </fieldset>
      <label htmlFor="ks-feedback-text" style={{ ...heading, display: 'block' }}>
        意见与建议
      </label>
      <Input.TextArea id="ks-feedback-text" rows={5} maxLength={2000} showCount value={text} placeholder="请填写您的意见或建议（必填）" onChange={(e) => setText(e.target.value)} />
    </Drawer>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Cascader, DatePicker, Form, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { DrawOptions, ExpertDraw } from '../../../schemas/experts';
import { expertApi } from '../../api/experts';

/**
 * A rule that refuses an empty picker without `required: true`: antd would put aria-required on the
 * Select's and Cascader's wrapper, which axe refuses (as on 企业信息, CompanyForm.tsx).
 */
const chosen = (message: string) => ({ validator: async (_: unknown, v: unknown) => (v === undefined || v === null || v === '' ? Promise.reject(new Error(message)) : undefined) });

interface Values {
  projectId: string;
  session: [Dayjs, Dayjs];
  specialty: string;
  region?: string[];
  count: number;
  bidders?: string[];
}

/**
 * 新建抽取: the project (a record of 项目登记), the session (评标时间), specialty, region, how many,
 * and the bidding enterprises whose experts stay out. A refusal (符合条件的专家不足…) shows in the dialog.
 */
export function NewDrawDialog({
  open,
  onClose,
  onDrawn,
  projectId,
}: {
  open: boolean;
  onClose: () => void;
  onDrawn: (d: ExpertDraw) => void;
  /** The project the draw is for, fixed (a project's own 专家抽取 tab); without it the user picks one. */
  projectId?: string;
}) {
  const [form] = Form.useForm<Values>();
  const [options, setOptions] = useState<DrawOptions | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open && !options) void expertApi.options().then(setOptions, () => setError('选项加载失败，请关闭后重试'));
  }, [open, options]);

  const submit = async (v: Values) => {
    setBusy(true);
    setError(null);
    const names = new Map((options?.enterprises ?? []).map((e) => [e.id, e.name]));
    try {
      const drawn = await expertApi.add({
        projectId: v.projectId,
        sessionStart: v.session[0].second(0).millisecond(0).toISOString(),
        sessionEnd: v.session[1].second(0).millisecond(0).toISOString(),
        specialty: v.specialty,
        ...(v.region?.length ? { region: v.region[v.region.length - 1] } : {}),
        count: v.count,
        bidders: (v.bidders ?? []).map((id) => ({ id, name: names.get(id) ?? id })),
      });
      form.resetFields();
      onDrawn(drawn);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '抽取失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="新建抽取" open={open} width={640} okText="抽取" cancelText="取消" okButtonProps={{ loading: busy }} onCancel={onClose} onOk={() => form.submit()} destroyOnHidden>
      <Form<Values> form={form} name="expert-draw" layout="vertical" initialValues={{ count: 5, ...(projectId ? { projectId } : {}) }} onFinish={(v) => void submit(v)}>
        <Form.Item name="projectId" label="项目" rules={[chosen('请选择项目')]}>
          <Select
            showSearch
            disabled={!!projectId}
            optionFilterProp="label"
            placeholder="输入项目编号或名称查找"
            loading={!options}
            options={(options?.projects ?? []).map((p) => ({ label: p.number ? `${p.number} ${p.name}` : p.name, value: p.id }))}
          />
        </Form.Item>
        {/* Enter in a date box confirms the date, it does not submit the form */}
        <div onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
          <Form.Item name="session" label="评标时间（开标起止）" rules={[{ required: true, message: '请选择评标时间' }]}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm', minuteStep: 15 }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="specialty" label="专业" rules={[chosen('请选择专业')]}>
          <Select placeholder="选择专业" options={options?.specialties ?? []} />
        </Form.Item>
        <Form.Item name="region" label="地区（不选为不限）">
          <Cascader changeOnSelect placeholder="不限" options={options?.regions ?? []} />
        </Form.Item>
        <Form.Item name="count" label="抽取人数" rules={[{ required: true, message: '请输入抽取人数' }]}>
          <InputNumber min={1} max={50} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="bidders" label="投标企业（其专家回避）">
          <Select mode="multiple" optionFilterProp="label" placeholder="选择投标企业" options={(options?.enterprises ?? []).map((e) => ({ label: e.name, value: e.id }))} />
        </Form.Item>
        <div role="status" aria-live="polite">
          {error && <Alert type="error" showIcon message={error} />}
        </div>
      </Form>
    </Modal>
  );
}

import { App, Button, DatePicker, Form, Input, Modal, Radio, Select, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { LOCAL_NOTICE_ID, NOTICE_AUDIENCES, NOTICE_TYPES, noticeProblem, type Notice, type NoticeAudience, type NoticeRow, type NoticeSaveBody, type NoticeType } from '../../../../schemas/notices';
import { noticeApi, uploadEntryFile } from '../../../api/notices';
import { confirmNotice } from '../../../layout/notices/notice-confirm';
import { NoticeDialog } from '../../../layout/notices/NoticeDialog';
import { NoticeBodyEditor } from './NoticeBodyEditor';

interface Values {
  title: string;
  type: NoticeType;
  audience: NoticeAudience;
  period: [Dayjs, Dayjs];
  msg: string;
  urlName?: string;
}

export interface NoticeFormProps {
  /** the row being edited, or null for a new notice */
  editing: NoticeRow | null;
  onSave: (body: NoticeSaveBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The period's display format first; a date typed without a time is read too (00:00), instead of
 * being dropped when the box loses focus (issue 45 point 11).
 */
export const PERIOD_FORMATS = ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD'];

/** The notice a preview shows: msgId -99, so 我知道了 only closes it (spec 002 "Notice"). */
export function previewOf(v: Pick<Values, 'title' | 'msg' | 'type' | 'urlName'>, fileName: string): Notice {
  return { msgId: LOCAL_NOTICE_ID, title: v.title || '（无标题）', msg: v.msg ?? '', type: v.type, url: '', urlName: fileName ? (v.urlName || fileName) : '', show: true };
}

/** 通知配置's form: title, type, audience, period, rich-text body, optional attachment; 预览 and 保存. */
export function NoticeForm({ editing, onSave, onClose }: NoticeFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<{ fileId: string; fileName: string } | null>(editing?.fileId ? { fileId: editing.fileId, fileName: editing.urlName } : null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<Notice | null>(null);
  const initial: Partial<Values> = editing
    ? { title: editing.title, type: editing.type, audience: editing.audience as NoticeAudience, period: [dayjs(editing.startAt), dayjs(editing.endAt)], msg: editing.msg, urlName: editing.urlName }
    : { type: 2, audience: 'all', period: [dayjs().startOf('minute'), dayjs().add(7, 'day').endOf('day')], msg: '' };

  const submit = async (v: Values) => {
    const body: NoticeSaveBody = {
      ...(editing ? { msgId: editing.msgId } : {}),
      title: v.title.trim(),
      msg: v.msg ?? '',
      type: v.type,
      audience: v.audience,
      startAt: v.period[0].toISOString(),
      endAt: v.period[1].toISOString(),
      fileId: file?.fileId ?? null,
      urlName: file ? (v.urlName ?? '').trim() : '',
    };
    const problem = noticeProblem(body);
    if (problem) return void message.warning(problem);
    setSaving(true);
    try {
      await onSave(body);
      onClose();
    } catch {
      // the API client has shown why; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={editing ? '修改通知' : '发布通知'} width={760} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<Values> form={form} name="notice" layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}>
        <Form.Item name="title" label="通知标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }]}>
          <Input maxLength={100} showCount />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="type" label="展示方式">
            <Radio.Group options={NOTICE_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
          </Form.Item>
          <Form.Item name="audience" label="通知对象">
            <Select style={{ width: 180 }} options={NOTICE_AUDIENCES.map((a) => ({ value: a.value, label: a.label }))} />
          </Form.Item>
          {/* Enter in a date box confirms the date, it does not submit the form (issue 45 point 11) */}
          <div onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
            <Form.Item name="period" label="有效期" rules={[{ required: true, message: '请选择有效期' }]}>
              <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format={PERIOD_FORMATS} />
            </Form.Item>
          </div>
        </Space>
        <Form.Item name="msg" label="通知内容" required>
          <NoticeBodyEditor />
        </Form.Item>
        <Form.Item label="附件（PDF 或图片）">
          <Space wrap>
            <Upload
              accept=".pdf,.jpg,.jpeg,.png"
              showUploadList={false}
              customRequest={({ file: f }) => {
                uploadEntryFile(f as File).then(
                  (up) => {
                    setFile(up);
                    if (!form.getFieldValue('urlName')) form.setFieldValue('urlName', up.fileName);
                  },
                  () => undefined,
                );
              }}
            >
              <Button icon={<UploadOutlined aria-hidden />}>上传附件</Button>
            </Upload>
            {file && (
              <>
                <span data-testid="notice-file">{file.fileName}</span>
                <Button type="link" onClick={() => setFile(null)}>
                  移除附件
                </Button>
              </>
            )}
          </Space>
        </Form.Item>
        {file && (
          <Form.Item name="urlName" label="附件名称">
            <Input maxLength={100} />
          </Form.Item>
        )}
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>取消</Button>
          <Button onClick={() => setPreview(previewOf(form.getFieldsValue(), file?.fileName ?? ''))}>预览</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Space>
      </Form>
      {/* the preview goes the shell's way: its msgId -99 makes 我知道了 close without a read mark */}
      <NoticeDialog
        notice={preview}
        onConfirm={async (n) => {
          await confirmNotice(n, noticeApi.read);
          setPreview(null);
        }}
      />
    </Modal>
  );
}

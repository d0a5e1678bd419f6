import { App, Button, Form, Input, InputNumber, Modal, Space, Upload } from 'antd';
import { MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { HelpKind, HelpNode, HelpSaveBody, QuestionAnswer } from '../../../schemas/help';
import { HELP_MESSAGES } from '../../../schemas/help';
import { uploadEntryFile } from '../../api/notices';

interface Values {
  groupName: string;
  sort?: number;
  list?: QuestionAnswer[];
}

export interface HelpEditorProps {
  kind: HelpKind;
  /** the node being edited, or null for a new one */
  node: HelpNode | null;
  /** the group a new entry goes under; null for a new group */
  parentId: string | null;
  onSave: (body: HelpSaveBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Administrators keep help inside /help (docs/shell.md "帮助"): a group is a name; a help entry has
 * a PDF or a video; an FAQ entry has question/answer pairs.
 */
export function HelpEditor({ kind, node, parentId, onSave, onClose }: HelpEditorProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<{ fileId: string; fileName: string } | null>(node?.fileId ? { fileId: node.fileId, fileName: node.fileName } : null);
  const [saving, setSaving] = useState(false);
  const entry = parentId !== null;
  const what = entry ? (kind === 'help' ? '帮助条目' : '问题条目') : '分组';

  const submit = async (v: Values) => {
    if (entry && kind === 'help' && !file) return void message.warning(HELP_MESSAGES.file);
    setSaving(true);
    try {
      await onSave({
        ...(node ? { id: node.id } : {}),
        kind,
        parentId,
        groupName: v.groupName.trim(),
        sort: v.sort ?? 0,
        ...(entry && kind === 'help' ? { fileId: file?.fileId ?? null } : {}),
        ...(entry && kind === 'faq' ? { list: v.list ?? [] } : {}),
      });
      onClose();
    } catch {
      // the API client has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={`${node ? '修改' : '新增'}${what}`} width={640} onCancel={onClose} footer={null} destroyOnHidden>
      <Form<Values> form={form} name="help" layout="vertical" initialValues={{ groupName: node?.groupName ?? '', sort: node?.sort ?? 0, list: node?.list.length ? node.list : [{ question: '', answer: '' }] }} onFinish={(v) => void submit(v)}>
        <Form.Item name="groupName" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="sort" label="排序（小的在前）">
          <InputNumber min={0} max={9999} />
        </Form.Item>
        {entry && kind === 'help' && (
          <Form.Item label="帮助文件（PDF 或 MP4/WebM 视频）" required>
            <Space>
              <Upload accept=".pdf,.mp4,.webm" showUploadList={false} customRequest={({ file: f }) => void uploadEntryFile(f as File).then(setFile, () => undefined)}>
                <Button icon={<UploadOutlined aria-hidden />}>上传文件</Button>
              </Upload>
              {file && <span data-testid="help-file">{file.fileName}</span>}
            </Space>
          </Form.Item>
        )}
        {entry && kind === 'faq' && (
          <Form.List name="list">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => (
                  <Space key={f.key} align="start" style={{ display: 'flex' }}>
                    <Form.Item name={[f.name, 'question']} label={`问题 ${i + 1}`} rules={[{ required: true, whitespace: true, message: '请输入问题' }]}>
                      <Input maxLength={500} style={{ width: 220 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'answer']} label={`回答 ${i + 1}`} rules={[{ required: true, whitespace: true, message: '请输入回答' }]}>
                      <Input.TextArea maxLength={5000} autoSize style={{ width: 280 }} />
                    </Form.Item>
                    <Button type="text" aria-label={`删除问题 ${i + 1}`} icon={<MinusCircleOutlined aria-hidden />} onClick={() => remove(f.name)} style={{ marginTop: 30 }} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ question: '', answer: '' })}>
                  添加问题
                </Button>
              </>
            )}
          </Form.List>
        )}
        <Space style={{ justifyContent: 'flex-end', width: '100%', marginTop: 16 }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}

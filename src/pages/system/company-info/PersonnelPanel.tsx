import { useState } from 'react';
import { App, Button, Checkbox, Empty, Form, Input, Modal, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { GENDERS, personProblem, type PersonBody } from '../../../../schemas/enterprise-info';
import type { PersonInfo } from '../../../../schemas/enterprises';
import { enterpriseInfoApi } from '../../../api/enterprise-info';

interface Props {
  people: PersonInfo[];
  loading: boolean;
  /** false: 企业信息库 shows the list only */
  editable: boolean;
  onChanged?: () => void;
}

const EMPTY: PersonBody = { name: '', gender: '男', idCard: '', profession: '', title: '', certNo: '', costEngineer: false, regNo: '' };

/** An enterprise's personnel: a list with cost engineers marked; the enterprise adds, edits and removes people. */
export function PersonnelPanel({ people, loading, editable, onChanged }: Props) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ id?: string; masked?: string; initial: PersonBody } | null>(null);
  const [form] = Form.useForm<PersonBody>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (p?: PersonInfo) => {
    setError(null);
    // the dialog's form mounts afresh on every opening (destroyOnHidden) and starts from these
    setEditing(p ? { id: p.id, masked: p.idCard, initial: { name: p.name, gender: p.gender, idCard: '', profession: p.profession, title: p.title, certNo: p.certNo, costEngineer: p.costEngineer, regNo: p.regNo } } : { initial: EMPTY });
  };

  const save = async () => {
    const v = { ...EMPTY, ...form.getFieldsValue() };
    const body: PersonBody = { ...v, ...(editing?.id ? { id: editing.id } : {}), idCard: (v.idCard ?? '').trim().toUpperCase(), costEngineer: !!v.costEngineer };
    const problem = personProblem(body, !editing?.id);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const saved = await enterpriseInfoApi.savePerson(body);
      void message.success(saved.message);
      setEditing(null);
      onChanged?.();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '保存失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (p: PersonInfo) => {
    try {
      void message.success(await enterpriseInfoApi.deletePerson(p.id));
      onChanged?.();
    } catch (e) {
      void message.error(e instanceof Error && e.message ? e.message : '删除失败，请稍后重试');
    }
  };

  const columns: ColumnsType<PersonInfo> = [
    { title: '姓名', dataIndex: 'name', width: 110, render: (name: string, p) => (p.costEngineer ? <Space size={4}>{name}<Tag color="blue">造价工程师</Tag></Space> : name) },
    { title: '性别', dataIndex: 'gender', width: 60 },
    { title: '身份证号', dataIndex: 'idCard', width: 190 },
    { title: '专业', dataIndex: 'profession' },
    { title: '职称', dataIndex: 'title' },
    { title: '证书编号', dataIndex: 'certNo' },
    { title: '注册证书编号', dataIndex: 'regNo', render: (v: string) => v || '—' },
    ...(editable
      ? [
          {
            title: '操作',
            key: 'ops',
            width: 130,
            render: (_: unknown, p: PersonInfo) => (
              <Space>
                <Button size="small" type="link" onClick={() => open(p)} aria-label={`编辑 ${p.name}`}>
                  编辑
                </Button>
                <Popconfirm title={`确定删除人员「${p.name}」吗？`} okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => remove(p)}>
                  <Button size="small" type="link" danger aria-label={`删除 ${p.name}`}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {editable ? (
        <div style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => open()}>
            新增人员
          </Button>
        </div>
      ) : null}
      <Table<PersonInfo>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={people}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 人` }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无人员" /> }}
      />
      <Modal title={editing?.id ? '编辑人员' : '新增人员'} open={editing !== null} okText="保存" cancelText="取消" okButtonProps={{ loading: busy }} onOk={() => void save()} onCancel={() => setEditing(null)} destroyOnHidden>
        <Form form={form} name="person" layout="vertical" initialValues={editing?.initial}>
          <Form.Item label="姓名" name="name" required>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item label="性别" name="gender" required>
            <Radio.Group options={GENDERS.map((g) => ({ label: g, value: g }))} />
          </Form.Item>
          <Form.Item label="身份证号" name="idCard" required={!editing?.id} extra={editing?.id ? `当前：${editing.masked ?? ''}；留空则不修改。平台只保存脱敏后的号码` : '平台只保存脱敏后的号码'}>
            <Input maxLength={18} autoComplete="off" />
          </Form.Item>
          <Form.Item label="专业" name="profession">
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item label="职称" name="title">
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item label="证书编号" name="certNo">
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="costEngineer" valuePropName="checked">
            <Checkbox>注册造价工程师</Checkbox>
          </Form.Item>
          <Form.Item label="注册证书编号" name="regNo">
            <Input maxLength={64} placeholder="注册造价工程师必填" />
          </Form.Item>
        </Form>
        <div role="alert" style={{ color: 'var(--ks-danger, #cf1322)', minHeight: 22 }}>
          {error}
        </div>
      </Modal>
    </>
  );
}

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_OPERATION_LOOK, type ChangeOperationCode, type ChangeRecord, type SaveChangeBody } from '../../../schemas/change-request';
import { buttonNamed, confirmDialog, queryButtonNamed } from '../table/test-kit';
import { ChangeDialog } from './ChangeDialog';
import { ChangeServicesProvider, type ChangeFieldsAnswer, type ChangeServices } from './change-services';

const TARGET = { businessId: 'rec-1', gnCoding: 'credit-record-list', systemCoding: 'credit_eval' };
const ops = (...codes: ChangeOperationCode[]) => codes.map((code) => ({ code, ...CHANGE_OPERATION_LOOK[code], show: true }));

const round = (over: Partial<ChangeRecord>): ChangeRecord => ({
  id: 'c-1',
  businessId: 'rec-1',
  round: 1,
  label: '第 1 次变更',
  change: '-1',
  changeStatus: '变更驳回',
  stage: 'rejected',
  changeType: '信息变更/评分变更',
  changeTypeCode: 'info/score',
  logbook: '评分有误',
  auditRecord: '请补充依据',
  sbTime: '2026-11-01 10:00:00',
  czTime: '2026-11-02 10:00:00',
  attachment: '/ks/file/download/note-1',
  userPermission: false,
  managerPermission: false,
  operations: ops('modify', 'closed'),
  dataList: [{ changeField: 'pf', oldValue: 80, newValue: 90, dataType: 'number' }],
  fileList: null,
  oldFileList: null,
  baseVersion: 2,
  ...over,
});

const FIELDS: ChangeFieldsAnswer = {
  map: { pf: 80, xmmc: '学校新建工程', xwlx: '良好行为' },
  fields: [
    { code: 'xwlx', bianma: 'xwlx', name: '行为类型', type: 'text', readonly: true, required: false, col: 12 },
    { code: 'xmmc', bianma: 'xmmc', name: '项目名称', type: 'text', readonly: false, required: true, col: 12 },
    { code: 'pf', bianma: 'pf', name: '评分', type: 'number', readonly: false, required: true, col: 12 },
  ],
  curInfo: { id: 'rec-1', highest: 100, scoreField: 'pf', startField: null, endField: null },
  annexTypes: [],
  files: [],
};

function fakeServices(rounds: ChangeRecord[][]) {
  let call = 0;
  const services = {
    fetchRounds: vi.fn(async () => rounds[Math.min(call++, rounds.length - 1)]),
    fetchTypes: vi.fn(async () => [{ label: '信息变更', value: 'info', children: [{ label: '评分变更', value: 'score' }] }]),
    fetchFields: vi.fn(async () => FIELDS),
    save: vi.fn(async (_body: SaveChangeBody) => round({})),
    submit: vi.fn(async () => round({})),
    audit: vi.fn(async () => round({})),
    // the attachment field's upload calls: a small file is one request answering the stored file
    uploads: {
      postForm: vi.fn(async (_path: string, form: FormData) => ({ url: '/ks/file/download/new', fileType: String(form.get('fileType') ?? ''), fileName: '新文件.pdf' }) as never),
      postJson: vi.fn(async () => null),
    },
    fetchChangeList: vi.fn(async () => ({ records: [], total: 0 })),
  } satisfies ChangeServices;
  return services;
}

function open(mode: 'new' | 'check', services: ChangeServices) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  render(
    <ChangeServicesProvider value={services}>
      <ChangeDialog target={TARGET} mode={mode} onClose={onClose} onChanged={onChanged} />
    </ChangeServicesProvider>,
  );
  return { onClose, onChanged };
}

const footerButtons = () => Array.from(document.querySelectorAll('.ant-modal-footer button')).map((b) => (b.textContent ?? '').replace(/\s+/g, ''));

describe('the change dialog', () => {
  it('a new change opens editable with 保存, 提交, 关闭; 提交 says 请先保存！ and 保存 asks for the type first', async () => {
    const services = fakeServices([[]]);
    open('new', services);
    await waitFor(() => expect(services.fetchFields).toHaveBeenCalled());
    expect(footerButtons()).toEqual(['保存', '提交', '关闭']);
    expect((screen.getByLabelText('变更原因') as HTMLTextAreaElement).disabled).toBe(false);
    expect(screen.getByLabelText('变更原因').getAttribute('rows')).toBe('2');
    fireEvent.click(buttonNamed('提交'));
    expect(await screen.findByText('请先保存！')).toBeTruthy();
    fireEvent.click(buttonNamed('保存'));
    expect(await screen.findByText('请选择变更类型！')).toBeTruthy();
    // each button rests 1 s after a click
    expect(buttonNamed('保存').disabled).toBe(true);
    expect(services.save).not.toHaveBeenCalled();
    expect(services.submit).not.toHaveBeenCalled();
  });

  it('check mode: the rounds, read-only; 修改 on the rejected latest round starts a new one from it, checked before saving', async () => {
    const draft = round({ id: 'c-2', round: 2, label: '第 2 次变更', stage: 'draft', change: '1', changeStatus: '变更中（未提交）', userPermission: true, auditRecord: '', operations: ops('save', 'modify', 'submit', 'closed'), dataList: [{ changeField: 'pf', oldValue: 80, newValue: 92, dataType: 'number' }] });
    const services = fakeServices([[round({})], [round({}), draft]]);
    open('check', services);
    expect(await screen.findByText('第 1 次变更')).toBeTruthy();
    await waitFor(() => expect(footerButtons()).toEqual(['修改', '关闭']));
    // read-only values read as text, not as inputs
    expect(screen.queryByLabelText('变更原因')).toBeNull();
    expect(screen.getByTestId('change-read-logbook').textContent).toBe('评分有误');
    expect(screen.getByTestId('change-read-auditRecord').textContent).toBe('请补充依据');
    // 变更前 shows the round's old value beside 变更信息's new one, the changed row marked
    expect(document.getElementById('ks-change-old-pf')!.textContent).toBe('80');
    expect(document.getElementById('ks-change-new-pf')!.textContent).toBe('90');
    expect(document.getElementById('ks-change-new-pf')!.closest('tr')!.dataset.changed).toBe('true');
    expect(document.getElementById('ks-change-new-xmmc')!.closest('tr')!.dataset.changed).toBeUndefined();
    expect(document.getElementById('ks-change-new-xwlx')!.tagName).toBe('SPAN');

    fireEvent.click(buttonNamed('修改'));
    // editing after 修改: no 提交 until saved
    await waitFor(() => expect(footerButtons()).toEqual(['保存', '关闭']));
    const reason = screen.getByLabelText('变更原因');
    fireEvent.change(reason, { target: { value: ' ' } });
    fireEvent.click(buttonNamed('保存'));
    expect(await screen.findByText('请输入变更原因！')).toBeTruthy();
    fireEvent.change(reason, { target: { value: '已补充依据' } });

    fireEvent.click(buttonNamed('删除'));
    await new Promise((r) => setTimeout(r, 1050));
    fireEvent.click(buttonNamed('保存'));
    expect(await screen.findByText('请上传附件！')).toBeTruthy();
    const file = new File(['%PDF-1.4'], '说明.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    await waitFor(() => expect(services.uploads.postForm).toHaveBeenCalled());
    expect(await screen.findByText('新文件.pdf')).toBeTruthy();

    const score = document.getElementById('ks-change-new-pf') as HTMLInputElement;
    fireEvent.change(score, { target: { value: '101' } });
    await new Promise((r) => setTimeout(r, 1050));
    fireEvent.click(buttonNamed('保存'));
    expect(await screen.findByText('分值不能超过该标准的最高分 100 分；如需更高分值，请作废当前申报后重新添加')).toBeTruthy();
    await waitFor(() => expect(score.value).toBe(''));
    expect(services.save).not.toHaveBeenCalled();

    fireEvent.change(score, { target: { value: '92' } });
    await new Promise((r) => setTimeout(r, 1050));
    fireEvent.click(buttonNamed('保存'));
    await waitFor(() => expect(services.save).toHaveBeenCalled());
    const body = services.save.mock.calls[0][0];
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ businessId: 'rec-1', changeType: '信息变更/评分变更', changeTypeCode: 'info/score', logbook: '已补充依据', attachment: '/ks/file/download/new', dataList: [{ changeField: 'pf', newValue: 92 }] });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    // read-only after the save, the saved round shown with its buttons
    expect(await screen.findByText('第 2 次变更')).toBeTruthy();
    await waitFor(() => expect(footerButtons()).toEqual(['修改', '提交', '关闭']));
    expect(screen.queryByLabelText('变更原因')).toBeNull();
  }, 20_000);

  it('while the rounds reload after a save only 关闭 works: 提交 waits for the saved round instead of saying 请先保存！', async () => {
    const saved = round({ stage: 'draft', change: '1', userPermission: true, auditRecord: '', operations: ops('save', 'modify', 'submit', 'closed') });
    let release: (list: ChangeRecord[]) => void = () => undefined;
    const services = fakeServices([[]]);
    services.fetchRounds.mockImplementationOnce(async () => []).mockImplementationOnce(() => new Promise<ChangeRecord[]>((r) => (release = r)));
    open('new', services);
    await waitFor(() => expect(services.fetchFields).toHaveBeenCalled());
    fireEvent.mouseDown(document.getElementById('ks-change-type')!);
    fireEvent.click(await screen.findByText('信息变更'));
    fireEvent.click(await screen.findByText('评分变更'));
    fireEvent.change(screen.getByLabelText('变更原因'), { target: { value: '评分有误' } });
    const file = new File(['%PDF-1.4'], '说明.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(await screen.findByText('新文件.pdf')).toBeTruthy();
    fireEvent.change(document.getElementById('ks-change-new-pf')!, { target: { value: '90' } });
    fireEvent.click(buttonNamed('保存'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(services.fetchRounds).toHaveBeenCalledTimes(2));
    expect(buttonNamed('提交').disabled).toBe(true);
    expect(buttonNamed('关闭').disabled).toBe(false);
    fireEvent.click(buttonNamed('提交'));
    expect(screen.queryByText('请先保存！')).toBeNull();
    release([saved]);
    await waitFor(() => expect(buttonNamed('提交').disabled).toBe(false));
    fireEvent.click(buttonNamed('提交'));
    await confirmDialog('确认提交吗？');
    await waitFor(() => expect(services.submit).toHaveBeenCalledWith({ id: 'c-1', gnCoding: 'credit-record-list', systemCoding: 'credit_eval' }));
  }, 20_000);

  it('提交 a saved draft asks 确认提交吗？, then says 提交成功, closes and reloads the list', async () => {
    const draft = round({ stage: 'draft', change: '1', userPermission: true, operations: ops('save', 'modify', 'submit', 'closed') });
    const services = fakeServices([[draft]]);
    const { onClose, onChanged } = open('check', services);
    await waitFor(() => expect(footerButtons()).toEqual(['修改', '提交', '关闭']));
    fireEvent.click(buttonNamed('提交'));
    await confirmDialog('确认提交吗？');
    await waitFor(() => expect(services.submit).toHaveBeenCalledWith({ id: 'c-1', gnCoding: 'credit-record-list', systemCoding: 'credit_eval' }));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('an administrator: 驳回 needs 请填写审核建议, then asks 确认驳回吗？ and sends the suggestion', async () => {
    const submitted = round({ stage: 'submitted', change: '1', changeStatus: '变更中（待审核）', auditRecord: '', managerPermission: true, operations: ops('save', 'pass', 'reject', 'closed') });
    const services = fakeServices([[submitted]]);
    const { onClose } = open('check', services);
    // the new values read-only: 保存 only once the auditor chooses to correct them
    await waitFor(() => expect(footerButtons()).toEqual(['通过', '驳回', '关闭']));
    expect(screen.queryByLabelText('变更原因')).toBeNull();
    expect(document.getElementById('ks-change-new-pf')!.tagName).toBe('SPAN');
    expect(screen.getByLabelText('审核建议').getAttribute('rows')).toBe('5');
    fireEvent.click(buttonNamed('更正变更信息'));
    await waitFor(() => expect(footerButtons()).toEqual(['保存', '通过', '驳回', '关闭']));
    expect(document.getElementById('ks-change-new-pf')!.tagName).toBe('INPUT');
    fireEvent.click(buttonNamed('驳回'));
    expect(await screen.findByText('请填写审核建议')).toBeTruthy();
    expect(services.audit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('审核建议'), { target: { value: ' 请补充证明 ' } });
    await new Promise((r) => setTimeout(r, 1050));
    fireEvent.click(buttonNamed('驳回'));
    await confirmDialog('确认驳回吗？');
    await waitFor(() => expect(services.audit).toHaveBeenCalledWith({ id: 'c-1', gnCoding: 'credit-record-list', systemCoding: 'credit_eval', pass: false, auditRecord: '请补充证明' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('Esc, ✕ and 关闭 close at once when nothing was typed, and ask before dropping typed text', async () => {
    const services = fakeServices([[]]);
    const { onClose } = open('new', services);
    await waitFor(() => expect(services.fetchFields).toHaveBeenCalled());
    fireEvent.change(screen.getByLabelText('变更原因'), { target: { value: '评分有误' } });
    fireEvent.click(document.querySelector('.ant-modal-close')!);
    expect(await screen.findByText('已填写的内容尚未保存，确定关闭吗？')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(buttonNamed('继续填写'));
    expect((screen.getByLabelText('变更原因') as HTMLTextAreaElement).value).toBe('评分有误');
    fireEvent.change(screen.getByLabelText('变更原因'), { target: { value: '' } });
    fireEvent.click(document.querySelector('.ant-modal-close')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows no button the change does not list', async () => {
    const services = fakeServices([[round({ stage: 'passed', change: '2', operations: ops('closed') })]]);
    open('check', services);
    await waitFor(() => expect(footerButtons()).toEqual(['关闭']));
    expect(queryButtonNamed('修改')).toBeNull();
  });

  it('an information change carries the record’s files: a required type is named until its file is uploaded, then sent as fileList', async () => {
    const material = round({ changeType: '信息变更/证明材料变更', changeTypeCode: 'info/material', dataList: [] });
    const services = fakeServices([[material]]);
    services.fetchTypes.mockResolvedValue([{ label: '信息变更', value: 'info', children: [{ label: '评分变更', value: 'score' }, { label: '证明材料变更', value: 'material' }] }]);
    const licence = { fileType: 'yyzz', url: '/ks/file/download/licence', fileName: '营业执照.png' };
    services.fetchFields.mockResolvedValue({
      ...FIELDS,
      annexTypes: [
        { annexNo: 'xycns', annexName: '信用承诺书', required: false, requiredFor: ['info/material'] },
        { annexNo: 'yyzz', annexName: '营业执照', required: false },
      ],
      files: [licence],
    });
    open('check', services);
    await waitFor(() => expect(footerButtons()).toEqual(['修改', '关闭']));
    // before and after side by side, read-only until 修改
    expect(screen.getByLabelText('变更前的营业执照').textContent).toContain('营业执照.png');
    expect(queryButtonNamed('上传信用承诺书')).toBeNull();
    fireEvent.click(buttonNamed('修改'));
    await waitFor(() => expect(footerButtons()).toEqual(['保存', '关闭']));
    fireEvent.click(buttonNamed('保存'));
    expect(await screen.findByText('附件为必填项，请上传【信用承诺书】附件！')).toBeTruthy();
    expect(services.save).not.toHaveBeenCalled();

    const upload = buttonNamed('上传信用承诺书').parentElement!.querySelector('input[type=file]')!;
    fireEvent.change(upload, { target: { files: [new File(['%PDF-1.4'], '承诺书.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(services.uploads.postForm).toHaveBeenCalled());
    const sent = services.uploads.postForm.mock.calls[0][1];
    expect([sent.get('gnCoding'), sent.get('systemCoding'), sent.get('fileType')]).toEqual([TARGET.gnCoding, TARGET.systemCoding, 'xycns']);
    expect(await screen.findByLabelText('变更后的信用承诺书')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 1050));
    fireEvent.click(buttonNamed('保存'));
    await waitFor(() => expect(services.save).toHaveBeenCalled());
    const body = services.save.mock.calls[0][0];
    expect(body.fileList).toEqual([licence, expect.objectContaining({ url: '/ks/file/download/new', fileType: 'xycns', fileName: '新文件.pdf' })]);
    expect(body.dataList).toEqual([{ changeField: 'fileList', oldValue: '/ks/file/download/licence', newValue: '/ks/file/download/licence,/ks/file/download/new', dataType: '附件' }]);
  }, 20_000);

  it('an end before its start is refused and the end emptied, before anything is sent', async () => {
    const dated = round({ dataList: [{ changeField: 'kssj', oldValue: '2026-01-01', newValue: '2026-03-02', dataType: 'datepicker' }, { changeField: 'jssj', oldValue: '2026-12-31', newValue: '2026-03-01', dataType: 'datepicker' }] });
    const services = fakeServices([[dated]]);
    services.fetchFields.mockResolvedValue({
      ...FIELDS,
      map: { ...FIELDS.map, kssj: '2026-01-01', jssj: '2026-12-31' },
      fields: [
        { code: 'kssj', bianma: 'kssj', name: '开始时间', type: 'text', readonly: false, required: false, col: 12 },
        { code: 'jssj', bianma: 'jssj', name: '结束时间', type: 'text', readonly: false, required: false, col: 12 },
      ],
      curInfo: { id: 'rec-1', highest: 100, scoreField: 'pf', startField: 'kssj', endField: 'jssj' },
    });
    open('check', services);
    await waitFor(() => expect(footerButtons()).toEqual(['修改', '关闭']));
    fireEvent.click(buttonNamed('修改'));
    await waitFor(() => expect(footerButtons()).toEqual(['保存', '关闭']));
    fireEvent.click(buttonNamed('保存'));
    expect(await screen.findByText('结束时间不能早于开始时间，请重新选择')).toBeTruthy();
    await waitFor(() => expect((document.getElementById('ks-change-new-jssj') as HTMLInputElement).value).toBe(''));
    expect((document.getElementById('ks-change-new-kssj') as HTMLInputElement).value).toBe('2026-03-02');
    expect(services.save).not.toHaveBeenCalled();
  }, 20_000);
});

import '../core/testing/dom';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AttachmentType } from '../../schemas/attachments';
import { configOf, renderForm } from '../core/testing/render-form';
import { CHUNK_SIZE } from '../../schemas/attachments';
import { UPLOAD_PATHS, UploadCallError, type UploadTransport } from '../upload/transport';

// The md5 worker does not run in jsdom: a chunked upload gets a fixed digest.
vi.mock('../upload/md5', () => ({
  hashFile: async (file: Blob, { chunkSize }: { chunkSize: number }) => ({ md5: 'a'.repeat(32), chunks: Array.from({ length: Math.ceil(file.size / chunkSize) }, (_, i) => `c${i}`) }),
}));

const TYPES: AttachmentType[] = [
  { annexNo: 'yyzz', annexName: '营业执照', annexFormat: 'jpg,png,pdf', annexSize: 5, isRequired: 1 },
  { annexNo: 'qtcl', annexName: '其他材料', annexFormat: '', annexSize: 50, isRequired: 0 },
];
const config = configOf({ bianma: 'fileList', name: '附件材料', type: 'attachment' });

/** A transport whose one-request upload answers `answer` (a function may throw). */
function transport(answer: (form: FormData) => unknown): UploadTransport & { sent: FormData[] } {
  const sent: FormData[] = [];
  return {
    sent,
    async postForm<T>(path: string, form: FormData) {
      expect(path).toBe(UPLOAD_PATHS.single);
      sent.push(form);
      return answer(form) as T;
    },
    postJson: async () => null,
  };
}
const ok = (form: FormData) => {
  const file = form.get('file') as File;
  return { fileId: `id-${file.name}`, fileNo: 'fileList', fileType: form.get('fileType'), fileName: file.name, url: `/ks/file/signed/id-${file.name}`, host: '' };
};

const section = (name: string) => screen.getByText(name, { exact: true }).closest('section') as HTMLElement;
const alertOf = (name: string) => section(name).querySelector('[role=alert]')!;
async function pick(name: string, file: File) {
  const input = section(name).querySelector('input[type=file]')!;
  await act(async () => void fireEvent.change(input, { target: { files: [file] } }));
}
const fileOf = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('attachment field', () => {
  it('shows a section per type with its formats and size, and asks for the required type on submit', async () => {
    const f = await renderForm(config, { services: { attachmentTypes: TYPES, uploads: transport(ok) } });
    await screen.findByText('营业执照');
    expect(f.services.calls.fetchAttachmentTypes[0]).toEqual({ gnCoding: 'gn-test', systemCoding: 'credit_eval' });
    expect(section('营业执照').textContent).toContain('支持格式：jpg,png,pdf,bmp；单个文件不超过5MB');
    await f.submit();
    expect(await screen.findAllByText('附件为必填项，请上传【营业执照】附件！')).not.toHaveLength(0);
    expect(f.submitted).toHaveLength(0);
  });

  it('refuses before sending: format, name over 64 characters, the type size', async () => {
    const up = transport(ok);
    await renderForm(config, { services: { attachmentTypes: TYPES, uploads: up } });
    await screen.findByText('营业执照');
    await pick('营业执照', fileOf('a.txt'));
    expect(alertOf('营业执照').textContent).toBe('格式错误，请上传【 jpg,png,pdf,bmp 】格式');
    await pick('其他材料', fileOf('a.txt'));
    expect(alertOf('其他材料').textContent).toBe('请上传图片或PDF文件');
    await pick('营业执照', fileOf(`${'名'.repeat(61)}.pdf`));
    expect(alertOf('营业执照').textContent).toBe('文件名超过64位字符，请重新命名后上传！');
    await pick('营业执照', fileOf('a.pdf', 5 * 1024 * 1024 + 1));
    expect(alertOf('营业执照').textContent).toBe('文件大小不能超过【5MB】!');
    expect(up.sent).toHaveLength(0);
  });

  it("shows the server's refusal, 上传失败！ for an answer without data, and the network message after 1.5 s", async () => {
    let answer: (form: FormData) => unknown = () => {
      throw new UploadCallError('文件扩展名与文件内容不符（内容为 PNG 文件），请改正扩展名后重新上传！', false);
    };
    await renderForm(config, { services: { attachmentTypes: TYPES, uploads: transport((form) => answer(form)) } });
    await screen.findByText('营业执照');
    await pick('营业执照', fileOf('a.pdf'));
    await waitFor(() => expect(alertOf('营业执照').textContent).toBe('文件扩展名与文件内容不符（内容为 PNG 文件），请改正扩展名后重新上传！'));
    answer = () => null;
    await pick('营业执照', fileOf('a.pdf'));
    await waitFor(() => expect(alertOf('营业执照').textContent).toBe('上传失败！'));
    answer = () => {
      throw new UploadCallError('当前网络拥堵，请重新上传！', true);
    };
    const at = Date.now();
    await pick('营业执照', fileOf('a.pdf'));
    expect(alertOf('营业执照').textContent).toBe('');
    await waitFor(() => expect(alertOf('营业执照').textContent).toBe('当前网络拥堵，请重新上传！'), { timeout: 4000 });
    expect(Date.now() - at).toBeGreaterThanOrEqual(1400);
  });

  it("a chunked upload refused at its start (the server's upload quota) shows the server's words and sends no chunk", async () => {
    const quota = '未完成的上传任务已达 20 个，请先完成或取消已有任务';
    const calls: string[] = [];
    const up: UploadTransport = {
      postForm: async (path) => {
        calls.push(path);
        return null;
      },
      postJson: async (path) => {
        calls.push(path);
        throw new UploadCallError(quota, false);
      },
    };
    await renderForm(config, { services: { attachmentTypes: TYPES, uploads: up } });
    await screen.findByText('其他材料');
    await pick('其他材料', fileOf('大文件.pdf', CHUNK_SIZE));
    await waitFor(() => expect(alertOf('其他材料').textContent).toBe(quota));
    expect(calls).toEqual([UPLOAD_PATHS.start]);
  });

  it('adds an uploaded file; 删除 hides it and the value reports it as del', async () => {
    const up = transport(ok);
    const f = await renderForm(config, { services: { attachmentTypes: TYPES, uploads: up } });
    await screen.findByText('营业执照');
    await pick('营业执照', fileOf('执照.png'));
    await screen.findByRole('img', { name: '执照.png' });
    expect(up.sent[0]!.get('fileType')).toBe('yyzz');
    expect(up.sent[0]!.get('fileNo')).toBe('fileList');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '删除 执照.png' })));
    expect(screen.queryByRole('img', { name: '执照.png' })).toBeNull();
    expect(f.form.values.fileList).toMatchObject([{ fileId: 'id-执照.png', fileType: 'yyzz', fileOperationType: 'del' }]);
    await pick('营业执照', fileOf('执照2.pdf'));
    await screen.findByRole('button', { name: '执照2.pdf' });
    await f.submit();
    expect(f.submitted.at(-1)?.fileList).toMatchObject([{ fileOperationType: 'del' }, { fileName: '执照2.pdf', fileOperationType: 'add' }]);
  });

  it('untyped: the default hint, and at most 3 files', async () => {
    const three = [1, 2, 3].map((i) => ({ fileId: `f${i}`, fileName: `${i}.pdf`, url: `/u/${i}`, fileOperationType: 'add' }));
    await renderForm(config, { services: { uploads: transport(ok) }, initialValues: { fileList: three } });
    await screen.findByText('请至少上传一个附件，格式为图片或PDF，最多3个');
    const upload = screen.getByRole('button', { name: /上\s*传/ });
    expect((upload as HTMLButtonElement).disabled).toBe(true);
  });

  it('read mode: the files as links, removed ones (del or defaultState del) left out', async () => {
    const files = [
      { fileId: 'a', fileName: '执照.png', url: '/s/a', fileOperationType: 'add' },
      { fileId: 'b', fileName: '承诺书.pdf', url: '/s/b', fileOperationType: 'add' },
      { fileId: 'c', fileName: '旧.pdf', url: '/s/c', fileOperationType: 'del' },
      { fileId: 'd', fileName: '默认删除.pdf', url: '/s/d', defaultState: 'del' },
    ];
    const view = await renderForm(config, { mode: 'read', initialValues: { fileList: files } });
    expect(screen.getByRole('img', { name: '执照.png' }).getAttribute('src')).toBe('/s/a');
    expect(screen.getByRole('button', { name: '承诺书.pdf' })).toBeTruthy();
    expect(screen.queryByText('旧.pdf')).toBeNull();
    expect(screen.queryByText('默认删除.pdf')).toBeNull();
    expect(view.container.querySelector('input[type=file]')).toBeNull();
  });
});

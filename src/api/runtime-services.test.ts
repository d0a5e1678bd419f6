import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntimeServices, PULL_DOWN_PATH, VALUE_RANGE_PATH } from './runtime-services';

const client = vi.hoisted(() => ({ post: vi.fn(), request: vi.fn() }));
vi.mock('./client', () => client);

describe('runtime services over the API client', () => {
  afterEach(() => vi.resetAllMocks());
  const services = createRuntimeServices({ gnCoding: 'credit_eval', systemCoding: 'credit_eval' });

  it('asks for options quietly, sending only the keys that have a value', async () => {
    client.post.mockResolvedValue([{ label: '杭州市', value: '330100' }]);
    const list = await services.fetchOptions({ displayCode: 'region', gnCoding: 'credit_eval', systemCoding: 'credit_eval', key: '330000', whereStr: undefined });
    expect(list).toEqual([{ label: '杭州市', value: '330100' }]);
    expect(client.post).toHaveBeenCalledWith(PULL_DOWN_PATH, { displayCode: 'region', gnCoding: 'credit_eval', systemCoding: 'credit_eval', key: '330000' }, { quiet: true });
  });

  it('asks for the qualification tree with the picker filter', async () => {
    client.post.mockResolvedValue([]);
    await services.fetchQualificationOptions({ displayCode: 'qualification', gnCoding: 'g', systemCoding: 'credit_eval', filter: 'A01,gcsj' });
    expect(client.post).toHaveBeenCalledWith(VALUE_RANGE_PATH, { displayCode: 'qualification', gnCoding: 'g', systemCoding: 'credit_eval', filter: 'A01,gcsj' }, { quiet: true });
  });

  it('fails an upload whose answer has no url', async () => {
    client.request.mockResolvedValue({});
    await expect(services.uploadFile(new File(['x'], 'a.png'), { gnCoding: 'g', systemCoding: 's', bianma: 'cnsm', fileType: 'image' })).rejects.toThrow('上传失败！');
    client.request.mockResolvedValue({ url: '/files/a.png' });
    await expect(services.uploadFile(new File(['x'], 'a.png'), { gnCoding: 'g', systemCoding: 's', bianma: 'cnsm', fileType: 'image' })).resolves.toEqual({ url: '/files/a.png' });
  });
});

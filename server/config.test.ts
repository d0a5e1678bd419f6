import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('server settings from the environment', () => {
  it('DATABASE_POOL_SIZE: a positive whole number, otherwise the default 10', () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    for (const bad of ['', '0', '-3', '2.5', 'abc']) expect(readConfig({ DATABASE_POOL_SIZE: bad }).databasePoolSize).toBe(10);
  });
});

describe('DRAFT_DAYS (docs/forms.md "草稿")', () => {
  it('a whole number from 1, otherwise the default 7', () => {
    expect(readConfig({}).draftDays).toBe(7);
    expect(readConfig({ DRAFT_DAYS: '30' }).draftDays).toBe(30);
    for (const bad of ['', '0', '-1', '1.5', 'abc']) expect(readConfig({ DRAFT_DAYS: bad }).draftDays).toBe(7);
  });
});

describe('upload quotas from the environment (docs/uploads.md "Quotas")', () => {
  const MB = 1024 * 1024;
  it('defaults: 20 tasks and 2 GB per user, 1000 tasks and 20 GB in total', () => {
    expect(readConfig({}).uploadQuota).toEqual({ tasksPerUser: 20, bytesPerUser: 2048 * MB, tasksTotal: 1000, bytesTotal: 20480 * MB });
  });
  it('each a whole number from 1 (sizes in MB), otherwise its default', () => {
    const set = readConfig({ UPLOAD_OPEN_TASKS_PER_USER: '5', UPLOAD_OPEN_MB_PER_USER: '512', UPLOAD_OPEN_TASKS_TOTAL: '50', UPLOAD_OPEN_MB_TOTAL: '4096' });
    expect(set.uploadQuota).toEqual({ tasksPerUser: 5, bytesPerUser: 512 * MB, tasksTotal: 50, bytesTotal: 4096 * MB });
    const bad = readConfig({ UPLOAD_OPEN_TASKS_PER_USER: '0', UPLOAD_OPEN_MB_PER_USER: 'abc', UPLOAD_OPEN_TASKS_TOTAL: '2.5', UPLOAD_OPEN_MB_TOTAL: '' });
    expect(bad.uploadQuota).toEqual(readConfig({}).uploadQuota);
  });
});

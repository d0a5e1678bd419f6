import { afterEach, describe, expect, it } from 'vitest';
import { clearAll, getItem, setItem, unwrap, wrap } from './storage';
import { getSysCode, getToken, isAdmin, isDeveloper, selectSystem, setActiveMenuId, getActiveMenuId, setToken, setUser } from './session';

const user = (loginRoleType: string) => ({
  id: 'u1',
  userName: '张三',
  photo: '',
  loginRoleType,
  roles: [loginRoleType],
  enterpriseId: null,
  codeStatus: 1,
  practicingStatus: { abnormal: false, practiceDetails: [] },
});

afterEach(() => clearAll());

describe('storage wrapper', () => {
  it('stores version 0.0.1, a timestamp and the data type around the value', () => {
    setItem('a', { x: 1 });
    const raw = JSON.parse(sessionStorage.getItem('ks.a') ?? 'null');
    expect(raw).toMatchObject({ version: '0.0.1', type: 'object', data: { x: 1 } });
    expect(typeof raw.timestamp).toBe('number');
    expect(wrap([1]).type).toBe('array');
    expect(wrap(null).type).toBe('null');
  });

  it('reads values back from the chosen area only', () => {
    setItem('v', '1.0', 'local');
    expect(getItem('v', 'local')).toBe('1.0');
    expect(getItem('v', 'session')).toBeNull();
  });

  it('treats other versions, foreign shapes and broken JSON as absent', () => {
    expect(unwrap(JSON.stringify({ version: '0.0.0', timestamp: 1, type: 'string', data: 'x' }))).toBeNull();
    expect(unwrap(JSON.stringify({ version: '0.0.1', timestamp: 1, type: 'number', data: 'x' }))).toBeNull();
    expect(unwrap('plain text')).toBeNull();
    expect(unwrap(JSON.stringify('x'))).toBeNull();
  });
});

describe('session state', () => {
  it('derives admin and developer flags from the login role type', () => {
    setUser(user('M'));
    expect([isAdmin(), isDeveloper()]).toEqual([true, false]);
    setUser(user('D'));
    expect([isAdmin(), isDeveloper()]).toEqual([false, true]);
    setUser(user('X'));
    expect([isAdmin(), isDeveloper()]).toEqual([false, false]);
  });

  it('choosing a system stores the code pair and forgets the previous active menu', () => {
    setActiveMenuId('m1');
    selectSystem({ id: 's1', systemCoding: 'credit_eval', gnCode: 'credit_eval', systemName: '信用评价管理系统' });
    expect(getSysCode()).toEqual({ systemCoding: 'credit_eval', gnCode: 'credit_eval' });
    expect(getActiveMenuId()).toBeNull();
  });

  it('clearing ends the session in both storage areas', () => {
    setToken('t');
    setItem('x', 1, 'local');
    clearAll();
    expect(getToken()).toBeNull();
    expect(getItem('x', 'local')).toBeNull();
  });
});

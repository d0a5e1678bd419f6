import { describe, expect, it } from 'vitest';
import { enterpriseFieldsProblem, maskIdCard, missingForApply, personProblem, type EnterpriseFields, type PersonBody } from './enterprise-info';

// The company-data and personnel checks the enterprise centre runs before sending and the server
// runs again (docs/accounts.md "企业信息").
const company: EnterpriseFields = { name: '华建工程有限公司', entType: 'sg', region: '330102', legalPerson: '赵建国', contactPhone: '13800138000', address: '', qualifications: [] };
const person: PersonBody = { name: '赵敏', gender: '女', idCard: '11010519491231002X', profession: '', title: '', certNo: '', costEngineer: false, regNo: '' };

describe('enterprise information rules', () => {
  it('names the first missing or wrong company field', () => {
    expect(enterpriseFieldsProblem(company)).toBeNull();
    expect(enterpriseFieldsProblem({ ...company, contactPhone: '029-88886666' })).toBeNull();
    expect(enterpriseFieldsProblem({ ...company, name: ' ' })).toBe('请输入企业名称');
    expect(enterpriseFieldsProblem({ ...company, entType: '' })).toBe('请选择企业类型');
    expect(enterpriseFieldsProblem({ ...company, region: '' })).toBe('请选择注册地');
    expect(enterpriseFieldsProblem({ ...company, legalPerson: '' })).toBe('请输入法定代表人');
    expect(enterpriseFieldsProblem({ ...company, contactPhone: ' ' })).toBe('请输入联系电话');
    expect(enterpriseFieldsProblem({ ...company, contactPhone: '8888' })).toBe('请输入正确的联系电话（手机号码或固定电话）');
  });

  it('a new person needs a valid whole id number; an edit may leave it empty', () => {
    expect(personProblem(person, true)).toBeNull();
    expect(personProblem({ ...person, idCard: '' }, true)).toBe('请输入身份证号码');
    expect(personProblem({ ...person, idCard: '' }, false)).toBeNull();
    expect(personProblem({ ...person, idCard: '110105194912310021' }, false)).toBe('请输入正确的身份证号码');
    expect(personProblem({ ...person, idCard: '11010519491231002x' }, true)).toBeNull();
    expect(personProblem({ ...person, name: '' }, true)).toBe('请输入姓名');
    expect(personProblem({ ...person, gender: '' }, true)).toBe('请选择性别');
    expect(personProblem({ ...person, costEngineer: true }, true)).toBe('注册造价工程师须填写注册证书编号');
  });

  it('keeps only the first and last four characters of an id number', () => {
    expect(maskIdCard('11010519491231002x')).toBe('1101**********002X');
  });

  it('lists what a practice application still needs', () => {
    const data = { ...company, qualifications: [], address: '' };
    expect(missingForApply(data, 0)).toEqual(['详细地址', '企业资质', '人员信息']);
    expect(missingForApply({ ...data, address: '西安市', qualifications: [{ value: 'A01-1', label: '建筑工程施工总承包一级' }] }, 2)).toEqual([]);
  });
});

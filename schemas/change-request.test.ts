import { describe, expect, it } from 'vitest';
import { changeProblem, fieldsOfType, filesItem, isInfoChange, CHANGE_MESSAGES } from './change-request';

// The change dialog asks these before calling; the server asks them again (server/rfc/service.ts).
describe('changeProblem: the save checks in the spec’s order', () => {
  const setup = { scoreField: 'pf', highest: 100, startField: 'kssj', endField: 'jssj' };
  const ok = { changeTypeCode: 'info/score', logbook: '原因', attachment: '/ks/file/download/a', dataList: [{ changeField: 'pf', newValue: 90 }] };

  it('names the first missing piece: type, then reason, then attachment', () => {
    expect(changeProblem({ ...ok, changeTypeCode: '', logbook: '', attachment: '' }, setup)).toBe('请选择变更类型！');
    expect(changeProblem({ ...ok, logbook: '  ', attachment: '' }, setup)).toBe('请输入变更原因！');
    expect(changeProblem({ ...ok, attachment: '' }, setup)).toBe('请上传附件！');
    expect(changeProblem({ ...ok, dataList: [] }, setup)).toBe(CHANGE_MESSAGES.noChange);
    expect(changeProblem(ok, setup)).toBeNull();
  });

  it('then every required attachment of an information or time change (rule 4), before the value rules', () => {
    const annexTypes = [
      { annexNo: 'xycns', annexName: '信用承诺书', required: false, requiredFor: ['info/material'] },
      { annexNo: 'yyzz', annexName: '营业执照', required: true },
    ];
    const withTypes = { ...setup, annexTypes, files: [{ fileType: 'yyzz', url: '/ks/file/download/y' }] };
    const material = { ...ok, changeTypeCode: 'info/material', dataList: [{ changeField: 'pf', newValue: 101 }] };
    expect(changeProblem({ ...material, attachment: '' }, withTypes)).toBe('请上传附件！');
    expect(changeProblem(material, withTypes)).toBe('附件为必填项，请上传【信用承诺书】附件！');
    // the change's own list replaces the record's: removing the licence is refused by name
    expect(changeProblem({ ...material, fileList: [{ fileType: 'xycns', url: '/ks/file/download/x' }] }, withTypes)).toBe('附件为必填项，请上传【营业执照】附件！');
    const both = [{ fileType: 'xycns', url: '/ks/file/download/x' }, { fileType: 'yyzz', url: '/ks/file/download/y', fileOperationType: 'del' }];
    expect(changeProblem({ ...material, fileList: both }, withTypes)).toBe('附件为必填项，请上传【营业执照】附件！');
    expect(changeProblem({ ...material, fileList: [both[0], { fileType: 'yyzz', url: '/ks/file/download/y' }] }, withTypes)).toBe(CHANGE_MESSAGES.scoreTooHigh(100));
    // 评分变更 does not need the letter; a change of another kind carries no files at all
    expect(changeProblem({ ...ok }, withTypes)).toBeNull();
    expect(changeProblem({ ...ok, changeTypeCode: 'time/period', fileList: [] }, withTypes)).toBe('附件为必填项，请上传【营业执照】附件！');
    expect(changeProblem({ ...ok, changeTypeCode: 'other/agency', fileList: [] }, withTypes)).toBeNull();
  });

  it('names a change of the record’s files as one 附件 item of comma-joined urls', () => {
    const a = { url: '/ks/file/download/a' };
    const b = { url: '/ks/file/download/b' };
    expect(filesItem([a], null)).toBeNull();
    expect(filesItem([a], [a])).toBeNull();
    expect(filesItem([a], [a, b])).toEqual({ changeField: 'fileList', oldValue: '/ks/file/download/a', newValue: '/ks/file/download/a,/ks/file/download/b', dataType: '附件' });
    expect(filesItem([a, b], [{ ...b, fileOperationType: 'del' }])).toEqual({ changeField: 'fileList', oldValue: '/ks/file/download/a,/ks/file/download/b', newValue: '', dataType: '附件' });
  });

  it('keeps a score between 0 and the standard’s highest', () => {
    expect(changeProblem({ ...ok, dataList: [{ changeField: 'pf', newValue: 100.5 }] }, setup)).toBe(CHANGE_MESSAGES.scoreTooHigh(100));
    expect(changeProblem({ ...ok, dataList: [{ changeField: 'pf', newValue: '-3' }] }, setup)).toBe('分值不能小于 0');
    expect(changeProblem({ ...ok, dataList: [{ changeField: 'pf', newValue: 100 }] }, setup)).toBeNull();
    expect(changeProblem({ ...ok, dataList: [{ changeField: 'pf', newValue: 500 }] }, { scoreField: 'pf' })).toBeNull();
  });

  it('refuses an end before the start', () => {
    const dates = (start: string, end: string) => ({ ...ok, dataList: [{ changeField: 'kssj', newValue: start }, { changeField: 'jssj', newValue: end }] });
    expect(changeProblem(dates('2026-03-02', '2026-03-01'), setup)).toBe(CHANGE_MESSAGES.endBeforeStart);
    expect(changeProblem(dates('2026-03-01', '2026-03-01'), setup)).toBeNull();
  });

  it('reads the side the change leaves alone from the record (issue 45 point 6)', () => {
    const endOnly = { ...ok, dataList: [{ changeField: 'jssj', newValue: '2000-01-01' }] };
    const values = { kssj: '2023-12-17', jssj: '2026-12-16' };
    expect(changeProblem(endOnly, { ...setup, values })).toBe(CHANGE_MESSAGES.endBeforeStart);
    expect(changeProblem({ ...ok, dataList: [{ changeField: 'kssj', newValue: '2027-01-01' }] }, { ...setup, values })).toBe(CHANGE_MESSAGES.endBeforeStart);
    expect(changeProblem({ ...endOnly, dataList: [{ changeField: 'jssj', newValue: '2024-01-01' }] }, { ...setup, values })).toBeNull();
  });

  it('refuses a required field the change empties, in the field’s words', () => {
    const fields = [{ code: 'xmmc', name: '项目名称', required: true }, { code: 'bz', name: '备注' }, { code: 'pf', name: '评分', required: true }];
    const cleared = (value: unknown) => ({ ...ok, dataList: [{ changeField: 'pf', newValue: 90 }, { changeField: 'xmmc', newValue: value as string }] });
    expect(changeProblem(cleared(''), { ...setup, fields })).toBe('项目名称必填');
    expect(changeProblem(cleared('  '), { ...setup, fields })).toBe('项目名称必填');
    expect(changeProblem(cleared(null), { ...setup, fields })).toBe('项目名称必填');
    expect(changeProblem({ ...ok, dataList: [{ changeField: 'bz', newValue: '' }] }, { ...setup, fields })).toBeNull();
  });

  it('tells an information change by the info code in its path', () => {
    expect(isInfoChange('info/score')).toBe(true);
    expect(isInfoChange('other/agency')).toBe(false);
    expect(isInfoChange('information')).toBe(false);
  });

  it('scopes fields to change types: named types, else every information change', () => {
    const fields = [{ code: 'pf' }, { code: 'rdjg', types: ['other/agency'] }, { code: 'xwmc', readonly: true }];
    expect(fieldsOfType(fields, 'info/score').map((f) => f.code)).toEqual(['pf', 'xwmc']);
    expect(fieldsOfType(fields, 'other/agency').map((f) => f.code)).toEqual(['rdjg']);
    expect(fieldsOfType(fields, 'other/contact')).toEqual([]);
    // A type with no open field to change is saved with its reason and attachment alone.
    expect(changeProblem({ ...ok, changeTypeCode: 'other/contact', dataList: [] }, { fields })).toBeNull();
    expect(changeProblem({ ...ok, changeTypeCode: 'other/agency', dataList: [] }, { fields })).toBe(CHANGE_MESSAGES.noChange);
    expect(changeProblem({ ...ok, dataList: [] }, { fields })).toBe(CHANGE_MESSAGES.noChange);
  });
});

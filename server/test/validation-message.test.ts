import { describe, expect, it } from 'vitest';
import { describeValidation } from '../http/errors';

const item = (keyword: string, instancePath: string, params: Record<string, unknown>) => ({ keyword, instancePath, params });

describe('validation messages', () => {
  it('name the field and the fix in Chinese', () => {
    expect(describeValidation([item('required', '', { missingProperty: 'gnCoding' })], 'body')).toBe('缺少必填字段 gnCoding');
    expect(describeValidation([item('required', '/system', { missingProperty: 'title' })], 'body')).toBe('缺少必填字段 system.title');
    expect(describeValidation([item('additionalProperties', '', { additionalProperty: 'x' })], 'body')).toBe('不支持的字段 x');
    expect(describeValidation([item('type', '/page/size', { type: 'integer' })], 'body')).toBe('字段 page.size 类型错误，应为整数');
    expect(describeValidation([item('type', '/v', { type: 'string,null' })], 'body')).toBe('字段 v 类型错误，应为字符串或空值');
    expect(describeValidation([item('maxLength', '/title', { limit: 8 })], 'body')).toBe('字段 title 长度不能超过 8 个字符');
    expect(describeValidation([item('minLength', '/title', { limit: 1 })], 'body')).toBe('字段 title 不能为空');
    expect(describeValidation([item('pattern', '/gnCoding', {})], 'body')).toBe('字段 gnCoding 格式不正确');
    expect(describeValidation([], 'body')).toBe('请求参数不合法');
  });

  it('say in Chinese which part of the request was wrong', () => {
    expect(describeValidation([item('required', '', { missingProperty: 'systemCoding' })], 'querystring')).toBe('缺少必填字段 systemCoding（查询参数）');
    expect(describeValidation([item('type', '/id', { type: 'integer' })], 'params')).toBe('字段 id 类型错误，应为整数（路径参数）');
    expect(describeValidation([item('required', '', { missingProperty: 'x-a' })], 'headers')).toBe('缺少必填字段 x-a（请求头）');
  });
});

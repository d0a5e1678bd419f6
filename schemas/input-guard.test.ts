import { describe, expect, it } from 'vitest';
import { describeInputProblem, findInputProblem, hasLoneSurrogate, MAX_INPUT_DEPTH, showKey, showPath, stringProblem } from './input-guard';

/** `{ a: { a: … 1 } }` with `levels` objects, built without recursion. */
function nested(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

describe('input guard (what no request may carry)', () => {
  it('tells lone surrogates from pairs', () => {
    expect(hasLoneSurrogate('😀𠀀 普通文字')).toBe(false);
    for (const s of ['\ud800', 'a\udc00', '\ud83d\ud83d\ude00x\ud83d', '\ude00\ud83d']) expect(hasLoneSurrogate(s), JSON.stringify(s)).toBe(true);
  });

  it('finds NUL characters, which PostgreSQL cannot store', () => {
    expect(stringProblem('a\u0000b')).toBe('nul');
    expect(stringProblem('\u0001\u001f')).toBeNull();
    expect(findInputProblem({ a: ['x', 'y\u0000'] })).toEqual({ kind: 'nul', path: ['a', '1'] });
    expect(findInputProblem({ data: { 'k\u0000': 1 } })).toEqual({ kind: 'nul', path: ['data', 'k\u0000'] });
    expect(describeInputProblem({ kind: 'nul', path: ['data', 'k\u0000'] })).toBe('字段 data.k\\u0000 含有无效的字符（空字符 U+0000）');
  });

  it('accepts ordinary JSON, 32 levels deep', () => {
    expect(findInputProblem({ a: [1, 'x', null, true, { b: -1.5e308 }], c: '' })).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
    expect(findInputProblem(Buffer.from([0xed, 0xa0, 0x80]))).toBeNull();
  });

  it('finds the first problem with its path', () => {
    expect(findInputProblem({ list: [{ name: 'ok' }, { name: 'a\udc01' }] })).toEqual({ kind: 'surrogate', path: ['list', '1', 'name'] });
    expect(findInputProblem({ data: { 'k\ud800': 1 } })).toEqual({ kind: 'surrogate', path: ['data', 'k\ud800'] });
    expect(findInputProblem({ n: [Infinity] })).toEqual({ kind: 'non-finite', path: ['n', '0'] });
    expect(findInputProblem(-Infinity)).toEqual({ kind: 'non-finite', path: [] });
    expect(findInputProblem(NaN)).toEqual({ kind: 'non-finite', path: [] });
    const deep = findInputProblem(nested(MAX_INPUT_DEPTH + 1));
    expect(deep).toEqual({ kind: 'depth', path: Array(MAX_INPUT_DEPTH).fill('a') });
    // Arrays count as levels too.
    let arrays: unknown = [];
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) arrays = [arrays];
    expect(findInputProblem(arrays)?.kind).toBe('depth');
  });

  it('walks 100 000 levels without recursion', () => {
    expect(findInputProblem(nested(100_000))?.kind).toBe('depth');
    expect(findInputProblem(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))?.kind).toBe('depth');
  });

  it('keys named like Object.prototype members are keys like any other', () => {
    const body = JSON.parse('{"__proto__":{"x":"\\ud800"},"constructor":1}') as unknown;
    expect(findInputProblem(body)).toEqual({ kind: 'surrogate', path: ['__proto__', 'x'] });
    expect(findInputProblem(Object.assign(Object.create(null) as object, { toString: 'x' }))).toBeNull();
    // A query string as fast-querystring parses it: an object whose prototype has no prototype.
    function Empty() {}
    Empty.prototype = Object.create(null) as object;
    const query = Object.assign(new (Empty as unknown as new () => object)(), { id: 'a\u0000' });
    expect(findInputProblem(query)).toEqual({ kind: 'nul', path: ['id'] });
  });

  it('words the problem like the validation messages', () => {
    expect(describeInputProblem({ kind: 'surrogate', path: ['data', 'list', '1', 'name'] })).toBe('字段 data.list.1.name 含有无效的字符（孤立代理项）');
    expect(describeInputProblem({ kind: 'non-finite', path: ['pf'] }, '（查询参数）')).toBe('字段 pf 数值超出范围（查询参数）');
    expect(describeInputProblem({ kind: 'non-finite', path: [] })).toBe('字段 请求体 数值超出范围');
    expect(describeInputProblem({ kind: 'depth', path: Array(33).fill('a') })).toBe('字段 a.a.a.a.a.a.….a 数据嵌套层级过深（最多 32 层）');
    expect(showKey('k\ud800')).toBe('k\\uD800');
    expect(showKey('😀\udc00')).toBe('😀\\uDC00');
    expect(showKey('x'.repeat(40))).toBe(`${'x'.repeat(32)}…`);
    expect(showPath(['a', 'b'])).toBe('a.b');
  });
});

import type { Json } from './fuzz-kit';

/** Raw bodies: malformed, empty, deep, invalid UTF-8, prototype keys, wrong content types. */
export function rawBodies(base: Json): Array<{ what: string; payload?: Buffer | string; contentType?: string }> {
  const text = JSON.stringify(base);
  const firstString = text.indexOf('":"') + 3;
  const bad = Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xf4, 0x90, 0x80, 0x80]);
  const withInvalid = firstString > 2 ? Buffer.concat([Buffer.from(text.slice(0, firstString)), bad, Buffer.from(text.slice(firstString))]) : Buffer.concat([bad, Buffer.from(text)]);
  const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
  const inner = text.slice(1, -1);
  const merge = (extra: string) => `{${extra}${inner ? `,${inner}` : ''}}`;
  return [
    { what: 'no body' },
    { what: 'empty JSON body', payload: '', contentType: 'application/json' },
    { what: 'malformed JSON', payload: '{"a":', contentType: 'application/json' },
    { what: 'JSON null', payload: 'null', contentType: 'application/json' },
    { what: 'JSON 1e309', payload: '1e309', contentType: 'application/json' },
    { what: 'JSON string', payload: '"x"', contentType: 'application/json' },
    { what: 'invalid UTF-8 bytes in a string', payload: withInvalid, contentType: 'application/json' },
    { what: 'invalid UTF-8 declared latin1', payload: withInvalid, contentType: 'application/json; charset=iso-8859-1' },
    { what: 'UTF-16 body', payload: Buffer.from(text, 'utf16le'), contentType: 'application/json; charset=utf-16' },
    { what: 'BOM before JSON', payload: `\ufeff${text}`, contentType: 'application/json' },
    { what: '__proto__ key', payload: merge('"__proto__":{"isAdmin":true}'), contentType: 'application/json' },
    { what: 'constructor.prototype key', payload: merge('"constructor":{"prototype":{"isAdmin":true}}'), contentType: 'application/json' },
    { what: 'toString key', payload: merge('"toString":"x","hasOwnProperty":1'), contentType: 'application/json' },
    { what: 'duplicate keys', payload: `{${inner}${inner ? `,${inner}` : ''}}`, contentType: 'application/json' },
    { what: 'nested 40 levels', payload: merge(`"deep":${deep(40)}`), contentType: 'application/json' },
    { what: 'nested 100 000 levels', payload: merge(`"deep":${deep(100_000)}`), contentType: 'application/json' },
    { what: 'array nested 100 000 levels', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, contentType: 'application/json' },
    { what: 'number 1e309 in a field', payload: merge('"n":1e309'), contentType: 'application/json' },
    { what: 'JSON as text/plain', payload: text, contentType: 'text/plain' },
    { what: 'JSON as form-urlencoded', payload: text, contentType: 'application/x-www-form-urlencoded' },
    { what: 'JSON as octet-stream', payload: text, contentType: 'application/octet-stream' },
    { what: 'multipart without a boundary', payload: text, contentType: 'multipart/form-data' },
    { what: 'garbage content type', payload: text, contentType: '\u00ff;;=' },
    { what: 'multipart with a JSON part', payload: `--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n${text}\r\n--b--\r\n`, contentType: 'multipart/form-data; boundary=b' },
  ];
}

import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { stdoutLogStream } from '../log-stream';

// The request log's destination (server/log-stream.ts): an unread stdout costs bounded memory and
// a closed one (EPIPE) neither throws nor is written to again.
describe('stdoutLogStream', () => {
  it('drops lines past the queue bound while stdout is not read, and says how many once it drains', async () => {
    const out = new PassThrough({ highWaterMark: 16 });
    const log = stdoutLogStream({ out, maxQueuedBytes: 100 });
    for (let i = 0; i < 20; i++) log.write(`${'x'.repeat(40)}${i}\n`);
    // Three lines fit under 100 bytes (the third crosses it), the other 17 are dropped.
    expect(out.writableLength).toBeLessThan(200);
    const read: string[] = [];
    out.setEncoding('utf8').on('data', (d: string) => read.push(d));
    await new Promise((r) => setTimeout(r, 20));
    const text = read.join('');
    expect(text.split('\n').filter((l) => l.startsWith('x'))).toHaveLength(3);
    expect(text).toContain('log lines dropped while stdout was not read: 17');
    log.write('after\n');
    await new Promise((r) => setTimeout(r, 20));
    expect(read.join('')).toContain('after\n');
  });

  it('after a write error (the reader closed the pipe) it writes nothing more and does not throw', () => {
    const out = new PassThrough();
    const log = stdoutLogStream({ out });
    out.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    log.write('lost\n');
    expect(out.writableLength).toBe(0);
  });
});

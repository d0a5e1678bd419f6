import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA, randomCaptchaText } from './captcha';
import { CAPTCHA_SIZE, drawCaptcha } from './captcha-draw';
import { parseDrawing } from './captcha-matcher';

// How the challenges are drawn (captcha-draw.ts); what a machine reads of them: captcha-machine.test.ts.
describe('the captcha drawing', () => {
  it('draws every challenge anew: more filled paths than characters, different for the same text', () => {
    const a = drawCaptcha('ACEF'), b = drawCaptcha('ACEF');
    expect(a).not.toBe(b);
    expect(a).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_SIZE.width}" height="${CAPTCHA_SIZE.height}" [^>]*><rect [^>]*/>(<path fill="#[0-9a-f]{6}" d="[^"]+"/>)+</svg>$`));
    const filled = (svg: string) => parseDrawing(svg).elements.filter((e) => e.filled).length;
    expect(filled(a)).toBeGreaterThan(CAPTCHA.length);
    // Straight segments only: the kind and number of commands follow no glyph's outline.
    for (const [, d] of a.matchAll(/ d="([^"]*)"/g)) expect(d).toMatch(/^(M-?\d+\.\d -?\d+\.\dL-?\d+\.\d -?\d+\.\d( -?\d+\.\d -?\d+\.\d)+Z)+$/);
  });

  it('is drawn at the size the login page and the SMS forms show it', () => {
    const client = fs.readFileSync(new URL('../../src/pages/login/captcha.ts', import.meta.url), 'utf8');
    expect(client).toContain(`CAPTCHA_IMAGE = { width: ${CAPTCHA_SIZE.width}, height: ${CAPTCHA_SIZE.height} }`);
  });

  it('draws a challenge in well under 20 ms of processor time', () => {
    drawCaptcha(randomCaptchaText());
    const before = process.cpuUsage();
    for (let i = 0; i < 50; i++) drawCaptcha(randomCaptchaText());
    const used = process.cpuUsage(before);
    expect((used.user + used.system) / 1000 / 50).toBeLessThan(20);
  });
});

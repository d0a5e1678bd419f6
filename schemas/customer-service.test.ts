import { describe, expect, it } from 'vitest';
import { customerServiceFor } from './customer-service';

describe('客服 by region', () => {
  it('gives a configured region its own links and anything else the default ones', () => {
    expect(customerServiceFor('shaanxi').name).toBe('陕西省');
    expect(customerServiceFor('shaanxi').links.map((l) => l.label)).toContain('CA 证书服务');
    expect(customerServiceFor('zhejiang').links[0]!.detail).toMatch(/^0571/);
    for (const unknown of ['mars', '', undefined, null, 'toString', '__proto__']) expect(customerServiceFor(unknown).name).toBe('平台运维');
  });

  it('links only to a phone, a mail address or an https page', () => {
    for (const region of ['default', 'shaanxi', 'zhejiang']) for (const l of customerServiceFor(region).links) expect(l.href).toMatch(/^(tel:\d+|mailto:\S+@\S+|https:\/\/\S+|)$/);
  });
});

import { describe, expect, it } from 'vitest';
import * as MENU_ICON_SET from './menu-icon-set';
import { NODE_LOGO_NAMES } from '../../schemas/node-logos';

describe('menu icons', () => {
  it('the shell draws exactly the icons GET /ks/config/node/node-logos offers (schemas/node-logos.ts)', () => {
    expect(Object.keys(MENU_ICON_SET).sort()).toEqual([...NODE_LOGO_NAMES].sort());
  });
});

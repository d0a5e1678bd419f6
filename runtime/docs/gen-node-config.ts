/**
 * Writes docs/node-config.md: `node --import tsx runtime/docs/gen-node-config.ts`.
 * node-config.test.ts fails when the checked-in file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultFieldTypes } from '../fields';
import { renderNodeConfigDoc } from './node-config-doc';

const target = fileURLToPath(new URL('../../docs/node-config.md', import.meta.url));
writeFileSync(target, renderNodeConfigDoc(defaultFieldTypes));
console.log(`wrote ${target}`);

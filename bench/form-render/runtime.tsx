/** The runtime page: the project's DynamicForm over a generated config of N fields (generate.ts). */
import { createRoot } from 'react-dom/client';
import { DynamicForm } from '../../runtime/blocks/form/DynamicForm';
import { createTestServices } from '../../runtime/services.testing';
import { generateConfig } from './generate';
import { fieldCount, instrument, targetsOf } from './measure';

const n = fieldCount();
const { config, textIndexes } = generateConfig(n);
const root = document.getElementById('root')!;
instrument(root, n, targetsOf(textIndexes));
createRoot(root).render(<DynamicForm config={config} mode="edit" services={createTestServices()} onSubmit={() => undefined} />);

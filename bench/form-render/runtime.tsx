/** The runtime page: the project's DynamicForm over a generated config of N fields (generate.ts). */
import { createRoot } from 'react-dom/client';
import { DynamicForm } from '../../runtime/blocks/form';
import { createTestServices } from '../../runtime/services.testing';
import { generateConfig } from './generate';
import { fieldCount, instrument, targetsOf } from './measure';

// Experiment switch (?contain=1): CSS containment a runtime could ship — sections off screen skip
// layout and paint (content-visibility), and a field's layout stays inside its item.
if (new URLSearchParams(location.search).get('contain') === '1') {
  const style = document.createElement('style');
  style.textContent = '.ant-card{content-visibility:auto;contain-intrinsic-size:auto 900px}.ant-formily-item{contain:layout style}';
  document.head.appendChild(style);
}

const n = fieldCount();
// Experiment switch (?only=text): every field a text input (generate.ts).
const { config, textIndexes } = generateConfig(n, new URLSearchParams(location.search).get('only') === 'text');
const root = document.getElementById('root')!;
instrument(root, n, targetsOf(textIndexes));
createRoot(root).render(<DynamicForm config={config} mode="edit" services={createTestServices()} onSubmit={() => undefined} />);

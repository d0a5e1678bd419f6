/**
 * The floor: N plain antd Inputs, each holding its own value in local state; no form library, no
 * validation, no linkage. Every other page is measured against it in the same run.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Input } from 'antd';
import { fieldCount, instrument, targetsOf, textPlaceholder } from './measure';

function Field({ index }: { index: number }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'inline-block', width: '50%', padding: '4px 8px', boxSizing: 'border-box' }}>
      <label style={{ display: 'block' }}>字段{index + 1}</label>
      <Input placeholder={textPlaceholder(index)} value={value} onChange={(e) => setValue(e.target.value)} />
    </div>
  );
}

const n = fieldCount();
const root = document.getElementById('root')!;
instrument(root, n, targetsOf(Array.from({ length: n }, (_, i) => i)));
createRoot(root).render(
  <form onSubmit={(e) => e.preventDefault()}>
    {Array.from({ length: n }, (_, i) => (
      <Field key={i} index={i} />
    ))}
  </form>,
);

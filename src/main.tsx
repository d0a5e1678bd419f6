import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<div>公共资源交易与信用评价平台</div>);

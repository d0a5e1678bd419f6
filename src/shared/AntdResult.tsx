import { Result } from 'antd';

/** antd's Result, on its own so that LazyResult.tsx can load it (and its three illustrations) on demand. */
export default Result;

import { Alert } from 'antd';
import { formatProblem, type ConfigProblem } from '../../core/check-config';

/** Shown instead of a form whose config is invalid: every problem, one line each. */
export function ConfigErrorPanel({ errors }: { errors: readonly ConfigProblem[] }) {
  return (
    <Alert
      type="error"
      showIcon
      message={`表单配置有误，共 ${errors.length} 处，请修改后再试`}
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="config-errors">
          {errors.map((e, i) => (
            <li key={i}>{formatProblem(e)}</li>
          ))}
        </ul>
      }
    />
  );
}

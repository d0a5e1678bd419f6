import { Col } from 'antd';
import { FormItem, type IFormItemProps } from '@formily/antd-v5';
import { useFormColumnsContext } from '../../core/layout';

/**
 * The x-decorator 'FormItem': Formily's FormItem inside a grid column whose span follows the window
 * width (layout.ts). Only the breakpoint context is read, so typing never re-renders other fields.
 */
export function GridFormItem({ col, ...props }: IFormItemProps & { col?: number }) {
  const columns = useFormColumnsContext();
  return (
    <Col span={columns.span(col)}>
      <FormItem {...props} />
    </Col>
  );
}

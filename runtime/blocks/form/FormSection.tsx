import type { ReactNode } from 'react';
import { Card, Row } from 'antd';

/** A display group: a titled card whose fields flow in a 24-column grid. */
export function FormSection({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <Card title={title || undefined} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}

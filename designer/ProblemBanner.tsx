import { useState } from 'react';
import { Alert, Button } from 'antd';

/** Every problem of the document; the save is refused by the server while any is left. */
export function ProblemBanner({ problems }: { problems: Array<{ text: string; pick?: () => void }> }) {
  const [open, setOpen] = useState(false);
  if (!problems.length) return null;
  const shown = open ? problems : problems.slice(0, 3);
  return (
    <Alert
      type="warning"
      showIcon
      className="ks-problem-banner"
      message={`当前配置有 ${problems.length} 处问题，修正后才能保存`}
      description={
        <ul data-testid="designer-problems">
          {shown.map((p, i) => (
            <li key={i}>
              {p.pick ? (
                <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={p.pick}>
                  {p.text}
                </Button>
              ) : (
                p.text
              )}
            </li>
          ))}
          {problems.length > 3 && (
            <li>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(!open)}>
                {open ? '收起' : `展开其余 ${problems.length - 3} 处`}
              </Button>
            </li>
          )}
        </ul>
      }
    />
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Space, Spin } from 'antd';
import type { ExpertDraw } from '../../../schemas/experts';
import { expertApi } from '../../api/experts';
import { useShell } from '../../layout/ShellContext';
import { DrawResult, sessionText } from './DrawResult';
import { NewDrawDialog } from './NewDrawDialog';

/**
 * One project's expert draws (the five-in-one tab 专家抽取 zjcq, /fiveInOne/detail/zjcq): what the
 * server lets this caller read — administrators the names, 替换 and 复核; everybody else 已抽取 N 名专家
 * （开标前不公开） until the opening, then the project's own enterprise the names. Administrators draw
 * for the project from here too (新建抽取, the project fixed).
 */
export default function ProjectExpertDraws({ projectId }: { projectId: string }) {
  const { role } = useShell();
  const manage = role === 'M';
  const [draws, setDraws] = useState<ExpertDraw[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    try {
      setDraws(await expertApi.project(projectId));
    } catch (e) {
      setDraws([]);
      setError(e instanceof Error && e.message ? e.message : '加载失败，请稍后重试');
    }
  }, [projectId]);
  useEffect(() => {
    setDraws(null);
    void load();
  }, [load]);

  const replaced = (d: ExpertDraw) => setDraws((list) => (list ?? []).map((x) => (x.id === d.id ? d : x)));

  if (draws === null) return (
      <div role="status" aria-live="polite" style={{ padding: 24, textAlign: 'center' }}>
        <Spin /> 加载中…
      </div>
    );
  return (
    <section aria-label="专家抽取" data-testid="project-expert-draws">
      {manage && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
          <Button type="primary" onClick={() => setDrawing(true)}>新建抽取</Button>
          <NewDrawDialog
            open={drawing}
            projectId={projectId}
            onClose={() => setDrawing(false)}
            onDrawn={(d) => {
              setDrawing(false);
              setDraws((list) => [d, ...(list ?? [])]);
            }}
          />
        </div>
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {draws.length === 0 && !error ? (
        <Empty description="暂无专家抽取记录" />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {draws.map((d) => (
            <Card key={d.id} size="small" title={`${d.specialtyName} · ${sessionText(d)}`}>
              <DrawResult draw={d} manage={manage} onChanged={replaced} />
            </Card>
          ))}
        </Space>
      )}
    </section>
  );
}

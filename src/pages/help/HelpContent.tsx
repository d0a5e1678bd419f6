import { Card, Empty } from 'antd';
import type { HelpKind, HelpNode } from '../../../schemas/help';
import { HELP_MESSAGES } from '../../../schemas/help';

/** The entries whose content a selected node shows: an entry itself, or a group's entries. */
const entriesOf = (node: HelpNode): HelpNode[] => (node.children.length > 0 ? node.children : [node]);

/**
 * The right side of /help (spec 000 §2 screen 2): a help entry's PDF or guide page in a frame, or its video; the
 * question/answer cards of an FAQ entry (of every entry of a selected group). Nothing to show
 * reads 暂无数据.
 */
export function HelpContent({ kind, node }: { kind: HelpKind; node: HelpNode | null }) {
  if (!node) return <Empty description={HELP_MESSAGES.noData} />;
  if (kind === 'faq') {
    const cards = entriesOf(node).flatMap((e) => e.list.map((qa, i) => ({ key: `${e.id}-${i}`, ...qa })));
    if (cards.length === 0) return <Empty description={HELP_MESSAGES.noData} />;
    return (
      <div className="ks-help-faq" data-testid="help-faq">
        {cards.map((c) => (
          <Card key={c.key} size="small" title={<span className="ks-help-question">问：{c.question}</span>} className="ks-help-card">
            <p className="ks-help-answer">答：{c.answer}</p>
          </Card>
        ))}
      </div>
    );
  }
  const entry = node.filePath ? node : node.children.find((c) => c.filePath);
  if (!entry) return <Empty description={HELP_MESSAGES.noData} />;
  return (
    <div className="ks-help-file">
      <h2 className="ks-help-title">{entry.groupName}</h2>
      {entry.fileKind === 'video' ? (
        <video src={entry.filePath} controls preload="metadata" aria-label={entry.groupName} data-testid="help-video" className="ks-help-video" />
      ) : entry.fileKind === 'html' ? (
        // A user guide page (fixtures/guide/*.md): sandboxed here as the server's answer is, no scripts.
        <iframe src={entry.filePath} title={entry.groupName} sandbox="" data-testid="help-guide" className="ks-help-frame" />
      ) : (
        <iframe src={entry.filePath} title={entry.fileName || entry.groupName} data-testid="help-pdf" className="ks-help-frame" />
      )}
    </div>
  );
}

import { PaperClipOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Tag } from 'antd';
import { useState } from 'react';
import { fileRefs } from '../../columns/cell-values';
import { cellText } from '../../columns/define';
import { useFilePreview } from '../../columns/file-preview';
import { BlockedLink } from '../../columns/cell-parts';
import { cssColor } from '../../columns/preset-color';
import { solidBehindWhite, textColor } from '../../core/theme';
import { PRESET_HUES } from '../../../schemas/palette';
import { ActionButtons } from '../operations/ActionButtons';
import type { CardStyle, ListLabels, ListRecord } from '../table/list-types';
import { labelText } from '../../../schemas/column-labels';
import { ATTACHMENT_LIMIT, CARD_SPAN, cardWidthOf, fontSize, fontStyleCss } from './card-rules';

export interface CardItemProps {
  record: ListRecord;
  cardStyle: CardStyle | undefined;
  /** Label of a content key (the name of the column bound to it). */
  labels: Readonly<Record<string, string>>;
  /** The names of the coded values, by record key. */
  valueLabels?: ListLabels;
}

function Attachments({ record, limit }: { record: ListRecord; limit: number }) {
  const [all, setAll] = useState(false);
  const { open, holder } = useFilePreview();
  const files = fileRefs(record.fileList);
  if (!files.length) return null;
  const shown = all ? files : files.slice(0, limit);
  return (
    <div className="ks-card-files" style={{ marginTop: 8 }}>
      <PaperClipOutlined style={{ marginRight: 4 }} />
      {shown.map((f, i) =>
        f.blocked ? (
          <BlockedLink key={i}>{f.name}</BlockedLink>
        ) : (
          <Button key={i} type="link" size="small" style={{ padding: '0 4px' }} onClick={() => open(f)}>
            {f.name || '附件'}
          </Button>
        ),
      )}
      {files.length > limit && (
        <Button type="link" size="small" className="ks-card-files-more" onClick={() => setAll((a) => !a)}>
          {all ? '收起' : `更多(${files.length})`}
        </Button>
      )}
      {holder}
    </div>
  );
}

/** One record as a card: title, configured content lines, status, attachments, audit label, buttons. */
export function CardItem({ record, cardStyle, labels, valueLabels }: CardItemProps) {
  const width = cardWidthOf(cardStyle);
  const title = cardStyle ? cellText(record[cardStyle.titleKey]) : record.id;
  const card = (
    <Card
      size="small"
      className="ks-card-item"
      style={{ height: '100%', borderTop: record.statusColor ? `3px solid ${cssColor(record.statusColor)}` : undefined }}
      title={
        <span style={{ fontSize: fontSize(cardStyle?.titleFontSize), ...fontStyleCss(cardStyle?.titleFontStyle) }}>{title}</span>
      }
      extra={record.statusText ? <Tag color={onWhite(record.statusColor)}>{record.statusText}</Tag> : undefined}
    >
      {(cardStyle?.contents ?? []).map((c) => (
        <div
          key={c.contentKey}
          className="ks-card-content"
          style={{ fontSize: fontSize(c.fontSize), color: textColor(c.color), lineHeight: 1.8, ...fontStyleCss(c.fontStyle) }}
        >
          {labels[c.contentKey] && <span className="ks-card-label">{labels[c.contentKey]}：</span>}
          {labelText(record[c.contentKey], valueLabels?.[c.contentKey]) ?? cellText(record[c.contentKey])}
        </div>
      ))}
      <Attachments record={record} limit={ATTACHMENT_LIMIT[width]} />
      <div style={{ marginTop: 8, textAlign: 'right' }}>
        <ActionButtons record={record} />
      </div>
    </Card>
  );
  const audit = cellText(record.jjrj_audit_jjrj);
  return (
    <Col span={CARD_SPAN[width]} style={{ marginBottom: 16 }}>
      {audit ? (
        <Badge.Ribbon text={audit} color={record.auditColor ? solidBehindWhite(record.auditColor) : undefined} className="ks-card-audit">
          {card}
        </Badge.Ribbon>
      ) : (
        card
      )}
    </Col>
  );
}

/** antd presets keep their name (the palette styles them); other colours darken until white text reads. */
function onWhite(color: string | undefined | null): string | undefined {
  if (!color) return undefined;
  return color in PRESET_HUES ? color : solidBehindWhite(color);
}

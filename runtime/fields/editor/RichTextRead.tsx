import { sanitizeHtml } from '../../core/sanitize';

/**
 * The editor field's read mode: the html after the allow-list sanitiser; never the raw value.
 * A chunk of its own with the sanitiser (DOMPurify, ≈ 12 KB gzip): a form page without a rich
 * text to show does not download it (docs/performance/bundle.md).
 */
export default function RichTextRead({ value }: { value: unknown }) {
  const html = sanitizeHtml(typeof value === 'string' ? value : '');
  if (!html) return <span className="ks-read-text">-</span>;
  return <div className="ks-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

import { useContext, type CSSProperties, type ReactNode } from 'react';
// antd's own context and style hook of Card (the CSS-in-JS rules, hash and CSS-variable classes),
// without Card.js, which imports Tabs (rc-tabs) and Skeleton for its tabList and loading props.
// From antd/es as the build takes `antd` (its `module`), so the page has one antd.
import { ConfigContext } from 'antd/es/config-provider';
import useCardStyle from 'antd/es/card/style';

type Part = 'header' | 'title' | 'body';

/**
 * The DOM antd's `<Card size="small" title>` renders (antd 5 card/Card.js: the same elements,
 * classes, hash and theme classes, ConfigProvider `card` settings and variant), for the form's
 * sections, which use nothing else of Card: Card.js brings rc-tabs and Skeleton (14 KB gzip) into
 * every form page for its tab list and loading block (docs/performance/bundle.md).
 */
export function SectionCard({ title, className, style, children }: { title?: ReactNode; className?: string; style?: CSSProperties; children?: ReactNode }) {
  const { getPrefixCls, direction, card, variant } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [wrapCSSVar, hashId, cssVarCls] = useCardStyle(prefixCls);
  const part = (name: Part) => card?.classNames?.[name];
  const partStyle = (name: Part) => card?.styles?.[name];
  const borderless = (card?.variant ?? variant) === 'borderless';
  const classes = [prefixCls, card?.className, !borderless && `${prefixCls}-bordered`, `${prefixCls}-small`, direction === 'rtl' && `${prefixCls}-rtl`, className, hashId, cssVarCls];
  const join = (names: unknown[]) => names.filter(Boolean).join(' ');
  return wrapCSSVar(
    <div className={join(classes)} style={{ ...card?.style, ...style }}>
      {title && (
        <div className={join([`${prefixCls}-head`, part('header')])} style={{ ...partStyle('header') }}>
          <div className={`${prefixCls}-head-wrapper`}>
            <div className={join([`${prefixCls}-head-title`, part('title')])} style={{ ...partStyle('title') }}>
              {title}
            </div>
          </div>
        </div>
      )}
      <div className={join([`${prefixCls}-body`, part('body')])} style={{ ...partStyle('body') }}>
        {children}
      </div>
    </div>,
  );
}

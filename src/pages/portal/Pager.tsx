import { useContext } from 'react';
import RcPagination from 'rc-pagination';
import zhCN from 'rc-pagination/es/locale/zh_CN';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
// antd's own context and Pagination style hook (its CSS-in-JS rules, hash and theme classes), the
// SectionCard way (runtime/blocks/form/SectionCard.tsx): antd's Pagination.js imports Select for
// its page-size changer, which brings rc-select, rc-virtual-list and rc-field-form (≈ 40 KB gzip)
// to the public lists, which never change their page size (docs/portal.md "The public entry").
import { ConfigContext } from 'antd/es/config-provider';
import usePaginationStyle from 'antd/es/pagination/style';

/**
 * The DOM antd's `<Pagination hideOnSinglePage showTotal>` renders (antd 5 pagination/Pagination.js
 * on rc-pagination, Chinese locale), without a page-size changer.
 */
export function Pager({ current, pageSize, total, onChange }: { current: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('pagination');
  const [wrapCSSVar, hashId, cssVarCls] = usePaginationStyle(prefixCls);
  const rtl = direction === 'rtl';
  const link = (icon: React.ReactNode) => (
    <button className={`${prefixCls}-item-link`} type="button" tabIndex={-1}>
      {icon}
    </button>
  );
  const jump = (icon: React.ReactNode) => (
    <a className={`${prefixCls}-item-link`}>
      <div className={`${prefixCls}-item-container`}>
        {icon}
        <span className={`${prefixCls}-item-ellipsis`}>•••</span>
      </div>
    </a>
  );
  return wrapCSSVar(
    <RcPagination
      prefixCls={prefixCls}
      className={[rtl && `${prefixCls}-rtl`, hashId, cssVarCls].filter(Boolean).join(' ')}
      locale={zhCN}
      current={current}
      pageSize={pageSize}
      total={total}
      onChange={onChange}
      hideOnSinglePage
      showSizeChanger={false}
      showTotal={(t) => `共 ${t} 条`}
      prevIcon={link(rtl ? <RightOutlined /> : <LeftOutlined />)}
      nextIcon={link(rtl ? <LeftOutlined /> : <RightOutlined />)}
      jumpPrevIcon={jump(<DoubleLeftOutlined className={`${prefixCls}-item-link-icon`} />)}
      jumpNextIcon={jump(<DoubleRightOutlined className={`${prefixCls}-item-link-icon`} />)}
    />,
  );
}

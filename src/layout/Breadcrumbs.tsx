import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { Crumb } from './crumbs';

/** The trail above the content: system home, the menu groups of the first page, then pages. */
export function Breadcrumbs({ groups, trail, home }: { groups: string[]; trail: Crumb[]; home: string }) {
  const items = [
    { key: 'home', title: <Link to={home} aria-label="系统首页"><HomeOutlined /></Link> },
    ...groups.map((g, i) => ({ key: `g${i}`, title: g })),
    ...trail.map((c, i) => ({
      key: c.key,
      title: i < trail.length - 1 && c.path ? <Link to={c.path}>{c.title}</Link> : c.title,
    })),
  ];
  return <Breadcrumb className="ks-breadcrumb" items={items} />;
}

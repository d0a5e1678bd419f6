/**
 * The yardstick of bench/first-paint: the public page's content — the public header, a title and a
 * card of announcements — drawn with antd (Layout, Menu-less links, Typography, Card, List) from fixed
 * data: no app, no router, no API call, nothing to choose or fetch. What the portal adds to this
 * is its own cost: the entry, the router, the page's chunk and its calls.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Card, ConfigProvider, Layout, List, Typography } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';

const NAV = ['首页', '交易信息', '市场主体', '开标大厅'];
const ROWS = [
  ['城南片区道路改造工程资格预审公告', '2026-12-01'],
  ['市第三中学教学楼新建工程资格预审公告', '2026-11-28'],
  ['滨河公园景观提升工程资格预审公告', '2026-11-25'],
];
const header = { display: 'flex', alignItems: 'center', gap: 24, padding: '0 32px', background: '#0b2f6b' } as const;
const link = { color: '#fff', padding: '8px 14px' } as const;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <Layout style={{ minHeight: '100vh', background: '#f3f6fb' }}>
        <Layout.Header style={header}>
          <a href="#" style={{ ...link, fontSize: 18, fontWeight: 600 }}>
            公共资源交易与信用评价平台
          </a>
          <nav style={{ flex: 1 }}>
            {NAV.map((n) => (
              <a key={n} href="#" style={link}>
                {n}
              </a>
            ))}
          </nav>
          <a href="#" style={link}>
            登录
          </a>
          <a href="#" style={link}>
            注册
          </a>
        </Layout.Header>
        <Layout.Content style={{ width: '100%', maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
          <Typography.Title level={2}>交易信息</Typography.Title>
          <Card title="交易公告">
            <List dataSource={ROWS} renderItem={([title, date]) => <List.Item extra={date}>{title}</List.Item>} />
          </Card>
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  </StrictMode>,
);

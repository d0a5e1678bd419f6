import { describe, expect, it } from 'vitest';
import { routeForMenu, routeForNodeSetup } from './route-for-menu';

const node = (nodeProperties: string, title = '节点', id = 'n1') => ({ id, title, nodeProperties });

describe('routeForMenu (spec 000 §2 menu click routing)', () => {
  it('sends lists and details to the dynamic pages with the node id', () => {
    expect(routeForMenu(node('列表'), 'U')).toBe('/dynamicPage/dynamicIndex?id=n1');
    expect(routeForMenu(node('动态列表'), 'D')).toBe('/dynamicPage/dynamicIndex?id=n1');
    expect(routeForMenu(node('详情'), 'M')).toBe('/dynamicPage/dynamicDetail?id=n1');
    expect(routeForMenu(node('动态详情'), 'U')).toBe('/dynamicPage/dynamicDetail?id=n1');
  });

  it('opens a card list (卡片列表) on the dynamic list page, which draws it as cards', () => {
    expect(routeForMenu(node('卡片列表'), 'U')).toBe('/dynamicPage/dynamicIndex?id=n1');
  });

  it('maps business node types to their pages', () => {
    expect(routeForMenu(node('文件分析'), 'U')).toBe('/fileAnalysis/index?id=n1');
    expect(routeForMenu(node('承诺书'), 'U')).toBe('/credit/commitmentbook?id=n1');
    expect(routeForMenu(node('价格发布'), 'M')).toBe('/priceRelease/index?id=n1');
    expect(routeForMenu(node('监管审核'), 'M')).toBe('/dexRecords/regAuditLogs?id=n1');
    expect(routeForMenu(node('信用列表'), 'U')).toBe('/credit/creditPublicList?id=n1');
    expect(routeForMenu(node('等级设置'), 'M')).toBe('/credit/levelSetting?id=n1');
  });

  it('opens the venue calendar for administrators only', () => {
    expect(routeForMenu(node('动态列表', '场地预约'), 'M')).toBe('/meetingVenue/meeting?id=n1');
    expect(routeForMenu(node('动态列表', '场地预约'), 'U')).toBe('/dynamicPage/dynamicIndex?id=n1');
  });

  it('shows overview lists and the enterprise-information node as detail to non-administrators', () => {
    expect(routeForMenu(node('总览列表'), 'U')).toBe('/dynamicPage/dynamicDetail?id=n1');
    expect(routeForMenu(node('总览列表'), 'M')).toBe('/dynamicPage/dynamicIndex?id=n1');
    expect(routeForMenu(node('列表', '企业信息'), 'U')).toBe('/dynamicPage/dynamicDetail?id=n1');
    expect(routeForMenu(node('列表', '企业信息'), 'M')).toBe('/dynamicPage/dynamicIndex?id=n1');
  });

  it('opens a property naming a page kind (its suggestedBy words) at the route of that kind', () => {
    expect(routeForMenu(node('图表'), 'U')).toBe('/credit/analysis?id=n1');
    expect(routeForMenu(node('卡片'), 'U')).toBe('/dynamicPage/dynamicIndex?id=n1');
  });

  it('sends anything else (and blank properties) to page config', () => {
    expect(routeForMenu(node('产品中心'), 'U')).toBe('/system/pageConfig?id=n1');
    expect(routeForMenu(node(''), 'U')).toBe('/system/pageConfig?id=n1');
  });

  it('encodes the id', () => {
    expect(routeForMenu(node('列表', 'x', 'a b&c'), 'U')).toBe('/dynamicPage/dynamicIndex?id=a%20b%26c');
  });

  it('routes developer node setup to chart setting, product config or list setup', () => {
    expect(routeForNodeSetup(node('图表'))).toBe('/system/echartsSetting?id=n1');
    expect(routeForNodeSetup(node('产品中心'))).toBe('/configPage/productConfig?id=n1');
    expect(routeForNodeSetup(node('列表'))).toBe('/system/setUpList?id=n1');
  });
});

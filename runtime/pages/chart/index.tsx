import { definePageView } from '../define';
import { ChartPage } from './ChartPage';

/** A chart page: statistic numbers and charts over other nodes' records, at the dashboard route. */
export default definePageView({ kind: 'chart', opens: 'dashboard', Page: ChartPage });

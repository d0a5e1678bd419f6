import type { StepsConfig } from '../../../schemas/page-kinds/steps/config';
import { definePageView } from '../define';
import { StepsPage } from './StepsPage';

/** A steps page opens at the dashboard route: a page of its own, not one record's. */
export default definePageView<StepsConfig>({ kind: 'steps', opens: 'dashboard', Page: StepsPage });

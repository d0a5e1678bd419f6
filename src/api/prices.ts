import type { ClassificationTree, GroupCounts, HistoryInfoBody, PriceFilterBody, PriceInfoBody, PricePage, PricePeriod, PricePreview, PriceRow, PublishedPeriod } from '../../schemas/prices';
import { get, post, requestEnvelope } from './client';

/** 材料价格 and 价格发布's calls (docs/prices-and-tasks.md). */
export const priceApi = {
  periods: () => get<PublishedPeriod[]>('/ks/material/price/period-list'),
  cities: (period?: string) => post<string[]>('/ks/material/price/city-list', { period }),
  counties: (period: string | undefined, city: string) => post<string[]>('/ks/material/price/material/counties', { period, city }),
  classification: () => post<ClassificationTree>('/ks/material/history/material/classification', {}),
  groups: (body: PriceFilterBody) => post<GroupCounts>('/ks/material/price/material/material-group', body),
  info: (body: PriceInfoBody) => post<PricePage>('/ks/material/price/material/info-list', body),
  history: (body: HistoryInfoBody) => post<PriceRow[]>('/ks/material/history/material/info-list', body),
  release: {
    list: () => post<PricePeriod[]>('/ks/material/release/list', {}),
    /** preview and import: quiet, the dialog shows a refusal of the file beside it */
    preview: (form: FormData) => post<PricePreview>('/ks/material/release/preview', form, { quiet: true }),
    import: (form: FormData) => requestEnvelope<PricePeriod>({ method: 'POST', url: '/ks/material/release/import', data: form, quiet: true }),
    publish: (period: string) => post<PricePeriod>('/ks/material/release/publish', { period }),
    withdraw: (period: string, reason: string) => post<PricePeriod>('/ks/material/release/withdraw', { period, reason }, { quiet: true }),
    remove: (period: string) => post<null>('/ks/material/release/delete', { period }),
  },
};

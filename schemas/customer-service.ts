/**
 * 客服 in the floating bar (spec 000 §1: "A floating bar offers theme settings, help and customer
 * service"): each deployment region has its own hotline, online service and help documents. The
 * region key comes from the platform settings (fixtures/platform.json `region`, served by
 * GET /ks/portal/v1/home/platform); an unknown or missing key falls back to `default`.
 * docs/shell.md "客服" tells the story.
 */

export interface ServiceLink {
  /** what the user reads, e.g. 服务热线 */
  label: string;
  /** shown after the label (a number, a time) */
  detail: string;
  /** tel:, mailto: or an https page of the operator; empty when the entry is only text */
  href: string;
}

export interface RegionService {
  /** the region as users know it */
  name: string;
  links: readonly ServiceLink[];
}

export const CUSTOMER_SERVICE: Readonly<Record<string, RegionService>> = {
  default: {
    name: '平台运维',
    links: [
      { label: '服务热线', detail: '400-000-0000（工作日 8:30–17:30）', href: 'tel:4000000000' },
      { label: '服务邮箱', detail: 'service@example.com', href: 'mailto:service@example.com' },
    ],
  },
  shaanxi: {
    name: '陕西省',
    links: [
      { label: '服务热线', detail: '400-000-0000（工作日 8:30–17:30）', href: 'tel:4000000000' },
      { label: 'CA 证书服务', detail: '029-00000000', href: 'tel:02900000000' },
      { label: '服务邮箱', detail: 'service@example.com', href: 'mailto:service@example.com' },
    ],
  },
  zhejiang: {
    name: '浙江省',
    links: [
      { label: '服务热线', detail: '0571-00000000（工作日 9:00–17:00）', href: 'tel:057100000000' },
      { label: '服务邮箱', detail: 'zj-service@example.com', href: 'mailto:zj-service@example.com' },
    ],
  },
};

/** The links of a region key, or the default ones. */
export function customerServiceFor(region: string | undefined | null): RegionService {
  return (region && Object.hasOwn(CUSTOMER_SERVICE, region) ? CUSTOMER_SERVICE[region] : undefined) ?? CUSTOMER_SERVICE.default!;
}

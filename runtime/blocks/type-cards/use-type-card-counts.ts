import { useEffect, useState } from 'react';
import type { TypeCards } from '../../../schemas/type-cards';
import { useListServices } from '../table/list-services';
import type { ListQuery } from '../table/list-types';

/**
 * The counts of a card row, asked again whenever the search changes (the counts are "how many
 * rows would I see if I chose this card", so they apply the search bar's conditions too).
 * An answer to an older search is dropped; a failed call leaves the cards without counts.
 */
export function useTypeCardCounts(config: TypeCards | undefined, query: Pick<ListQuery, 'nodeId' | 'systemCoding' | 'gnCoding' | 'filters'>, refresh: number) {
  const services = useListServices();
  const [counts, setCounts] = useState<Record<string, number> | undefined>(undefined);
  const counted = config?.cards.some((c) => c.showCount) ?? false;
  const { nodeId, systemCoding, gnCoding } = query;
  // by value: the list's query object changes with every page, the search only when searched
  const filterKey = JSON.stringify(query.filters);
  useEffect(() => {
    const filters = JSON.parse(filterKey) as Record<string, string>;
    if (!counted || !services.fetchTypeCardCounts) return;
    let current = true;
    services
      .fetchTypeCardCounts({ nodeId, systemCoding, gnCoding, filters })
      .then((answer) => current && setCounts(answer))
      .catch(() => current && setCounts(undefined));
    return () => {
      current = false;
    };
  }, [services, counted, nodeId, systemCoding, gnCoding, filterKey, refresh]);
  return counted ? counts : undefined;
}

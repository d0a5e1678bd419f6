import { createContext, useContext } from 'react';
import { createColumnRegistry } from '../../columns';
import type { ColumnRegistry } from '../../columns/define';

/** The column types a table draws with; a project provides its own registry to add types. */
export const ColumnRegistryContext = createContext<ColumnRegistry>(createColumnRegistry());

export function useColumnRegistry(): ColumnRegistry {
  return useContext(ColumnRegistryContext);
}

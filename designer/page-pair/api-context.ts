import { createContext, useContext } from 'react';
import type { DesignerApi } from '../api';

/** The designer's API for panels that read another node (从表单同步列 reads the list's form). */
export const DesignerApiContext = createContext<DesignerApi | null>(null);

export const useDesignerApi = (): DesignerApi | null => useContext(DesignerApiContext);

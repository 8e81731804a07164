import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './RootStore.ts';

const StoreContext = createContext<RootStore | undefined>(undefined);

export function StoreProvider({ root, children }: { root: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={root}>{children}</StoreContext.Provider>;
}

export function useStores(): RootStore {
  const root = useContext(StoreContext);
  if (!root) throw new Error('useStores() needs a <StoreProvider> above it');
  return root;
}

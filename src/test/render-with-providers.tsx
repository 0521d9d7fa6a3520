import * as React from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { StoreProvider } from '../app/store-provider';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders with a fresh store (or the one given); returns the store so tests can read state. */
export function renderWithProviders(ui: React.ReactElement, options: ExtendedRenderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  function Wrapper({ children }: { children: React.ReactNode }) {
    return <StoreProvider store={store}>{children}</StoreProvider>;
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

import * as React from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { HeaderParts } from '../app/header-parts';
import { RootProviders } from '../app/root-providers';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../store/root-reducer';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders with a fresh store (or the one given); returns the store so tests can read state. */
export function renderWithProviders(ui: React.ReactElement, options: ExtendedRenderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <HeaderParts>
        <RootProviders store={store}>{children}</RootProviders>
      </HeaderParts>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

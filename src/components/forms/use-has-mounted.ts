import * as React from 'react';

/** False during server rendering and the first (hydrating) render, true afterwards. */
export function useHasMounted(): boolean {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * What the browser bundle gets for Gatsby's .cache/react-dom-utils.js (see gatsby/browser-bundle.ts):
 * the same `render` and `hydrate`, with react-dom taken when one of them is first called rather
 * than when the module is. Gatsby's app entry calls `reactDOMUtils()` as it starts, which made
 * react-dom initialise inside the entry's own task (about a fifth of it) on every page, though the
 * site renders through its own function (src/app/render-after-first-paint.ts) and Gatsby's Head
 * support calls `render` only after hydration.
 */
const roots = new WeakMap();

// A synchronous require, as Gatsby's own file has: an import would initialise react-dom with this module.
// eslint-disable-next-line @typescript-eslint/no-require-imports, no-undef
const client = () => require('react-dom/client');

/** Root options only when React 19's error handlers are given, as Gatsby passes them. */
function rootOptions(options) {
  return options.onUncaughtError || options.onCaughtError
    ? { onUncaughtError: options.onUncaughtError, onCaughtError: options.onCaughtError }
    : undefined;
}

export function reactDOMUtils() {
  const render = (Component, el, options = {}) => {
    let root = roots.get(el);
    if (!root) {
      root = client().createRoot(el, rootOptions(options));
      roots.set(el, root);
    }
    root.render(Component);
  };

  const hydrate = (Component, el, options = {}) => client().hydrateRoot(el, Component, rootOptions(options));

  return { render, hydrate };
}

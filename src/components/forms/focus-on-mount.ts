import * as React from 'react';

/**
 * Moves focus to the element when `key` changes (a form step, a loaded screen), so keyboard and
 * screen-reader users land on the new content. The element needs tabIndex={-1} if not focusable.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown, enabled = true): React.RefObject<T> {
  const ref = React.useRef<T>(null);
  const first = React.useRef(true);
  React.useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (enabled) ref.current?.focus();
  }, [key, enabled]);
  return ref;
}

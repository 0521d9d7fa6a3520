import * as React from 'react';

/** Gatsby's Link and navigate for component tests: plain anchors and a recorded navigation. */
export const navigate = jest.fn();

export function Link({
  to,
  children,
  partiallyActive: _partiallyActive,
  activeClassName: _activeClassName,
  state: _state,
  ...rest
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  partiallyActive?: boolean;
  activeClassName?: string;
  state?: unknown;
}) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const graphql = () => '';
export const withPrefix = (path: string) => path;

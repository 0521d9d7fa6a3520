import * as React from 'react';
import { Link } from '../../components/navigation/link';
import type { RowIdentity, TableConfig } from './table-config';
import { TableScroll } from '../../components/ui/table-scroll';
import { GoToSiteLink } from '../outbound/go-to-site-link';

/**
 * Products side by side, one column each. It opens below the table, so it is brought to the top
 * of the screen, where the products' names show (focusing its heading alone would stop at the
 * screen's bottom edge, under the compare bar), and focus moves to its heading. The jump is
 * instant: a smooth scroll aims at where the view was when it started, and on a phone the table's
 * cards take their true height only as they come near the screen (the table lays them all out
 * while the comparison is open: `data-comparing` in comparison-table.tsx).
 */
export function CompareView<S, R extends RowIdentity>({
  config,
  rows,
  onClose,
}: {
  config: TableConfig<S, R>;
  rows: R[];
  onClose: () => void;
}) {
  const section = React.useRef<HTMLElement>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start', behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const facts = [
    ...config.columns.map((column) => ({ label: column.header, render: column.render })),
    ...(config.compareFacts ?? []),
  ];
  return (
    <section ref={section} className="tile" aria-labelledby="compare-heading" style={{ marginTop: '1rem' }}>
      <h2 id="compare-heading" ref={heading} tabIndex={-1}>
        Side-by-side comparison
      </h2>
      <TableScroll label="Selected products side by side">
        <table
          className="compare compare-side"
          // On a phone each product gets a column of its own under every fact's label.
          style={{ '--products': rows.length } as React.CSSProperties}
        >
          <caption className="visually-hidden">Selected products side by side</caption>
          <thead>
            <tr>
              <td />
              {rows.map((row) => (
                <th key={row.id} scope="col">
                  <Link to={row.href}>{row.name}</Link>
                  <br />
                  <span className="legal">{row.providerName}</span>
                  {row.hasSite ? <GoToSiteLink product={row} /> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {facts.map((fact) => (
              <tr key={fact.label}>
                <th scope="row">{fact.label}</th>
                {rows.map((row) => (
                  <td key={row.id}>{fact.render(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        <button type="button" className="button button--secondary button--small" onClick={onClose}>
          Close comparison
        </button>
      </p>
    </section>
  );
}

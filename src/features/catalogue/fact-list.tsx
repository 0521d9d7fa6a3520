import * as React from 'react';
import type { Fact } from './view-models';

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
          {fact.note ? <dd className="legal">{fact.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

import * as React from 'react';
import { Link } from '../../components/navigation/link';
import { homeLoanPaths } from './home-loan-paths';

/** Shown by a screen opened without a home-loan check in this browser (a bookmark, a new device). */
export function SurveyNeeded({ what }: { what: string }) {
  return (
    <div className="notice">
      <p>{what} We need your loan details first: it takes about two minutes.</p>
      <p>
        <Link to={homeLoanPaths.survey()} className="button">
          Start your home loan check
        </Link>
      </p>
    </div>
  );
}

/** The assumptions behind the figures, each once. */
export function AssumptionNotes({
  notes,
  title = 'What we assumed',
  headingLevel = 2,
}: {
  notes: readonly string[];
  title?: string;
  headingLevel?: 2 | 3;
}) {
  const unique = [...new Set(notes)];
  if (unique.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="hl-notes" aria-label={title}>
      <Heading>{title}</Heading>
      <ul>
        {unique.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

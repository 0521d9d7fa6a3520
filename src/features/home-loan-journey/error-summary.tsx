import * as React from 'react';

export interface SummaryProblem {
  /** The id of the element the message is about; its link moves focus there. */
  targetId: string;
  message: string;
}

/**
 * "There's a problem": every error of the form in one list, each linking to its field. The form
 * moves focus here after a check fails, so the list is read first and each link leads on.
 */
export const ErrorSummary = React.forwardRef<HTMLDivElement, { problems: readonly SummaryProblem[] }>(
  function ErrorSummary({ problems }, ref) {
    if (problems.length === 0) return null;
    const title = `There’s a problem with ${problems.length === 1 ? 'one answer' : `${problems.length} answers`}`;
    return (
      <div ref={ref} className="hl-error-summary" tabIndex={-1} aria-labelledby="hl-error-summary-title">
        <h2 id="hl-error-summary-title">{title}</h2>
        <ul>
          {problems.map((problem) => (
            <li key={problem.targetId}>
              <a
                href={`#${problem.targetId}`}
                onClick={(event) => {
                  const target = document.getElementById(problem.targetId);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView?.({ block: 'center' });
                }}
              >
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);

import * as React from 'react';

/**
 * "Removed the … from your cards." with its Undo button, in a polite live region that also carries
 * the section's other messages. The removed card's buttons are gone, so focus moves to Undo: the
 * next thing a keyboard user may want, and one Tab from the rest of the page.
 */
export function RemovalNotice<T extends { id: string; cardName: string }>({
  removed,
  busy,
  onUndo,
  message,
}: {
  removed: T | null;
  busy: boolean;
  onUndo(card: T): void;
  /** Any other message of the section (a card saved, a card put back). */
  message: string | null;
}) {
  const undoButton = React.useRef<HTMLButtonElement>(null);
  const removedId = removed?.id ?? null;
  React.useEffect(() => {
    if (removedId !== null) undoButton.current?.focus();
  }, [removedId]);
  return (
    <div role="status" aria-live="polite">
      {removed ? (
        <p className="notice">
          Removed the {removed.cardName} from your cards.{' '}
          <button
            ref={undoButton}
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() => onUndo(removed)}
          >
            Undo<span className="visually-hidden"> removing the {removed.cardName}</span>
          </button>
        </p>
      ) : null}
      {message ? <p className="notice">{message}</p> : null}
    </div>
  );
}

import * as React from 'react';
import { formatCents } from '../../domain/format';
import type { CostBreakdown, EstimateNote } from '../../domain/cards/types';

/** A working amount as the visitor feels it: a cost, or money back (rewards, bonus), never a negative cost. */
export function workingAmount(cents: number): string {
  return cents < 0 ? `${formatCents(-cents)} back` : formatCents(cents);
}

/** "How we worked this out": each line (fee, interest, rewards, bonus, transfer) adding up to the total. */
export function WorkingTable({ breakdown, caption }: { breakdown: CostBreakdown; caption: string }) {
  return (
    <table className="working">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" style={{ textAlign: 'right' }}>
            A year
          </th>
        </tr>
      </thead>
      <tbody>
        {breakdown.working.map((item, index) => (
          <tr key={`${item.kind}-${index}`}>
            <th scope="row">
              {item.label}
              <small>{item.detail}</small>
            </th>
            <td className="num">{workingAmount(item.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="num">
            <strong>{workingAmount(breakdown.totalCents)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

export function EstimateNotes({ notes }: { notes: readonly EstimateNote[] }) {
  if (notes.length === 0) return null;
  return (
    <>
      <h4>Notes</h4>
      <ul>
        {notes.map((note) => (
          <li key={note.code}>{note.text}</li>
        ))}
      </ul>
    </>
  );
}

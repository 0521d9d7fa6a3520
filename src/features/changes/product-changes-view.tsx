import * as React from 'react';
import { TableScroll } from '../../components/ui/table-scroll';
import { formatIsoDate } from '../../domain/format';
import type { FigureHistory, LatestChange } from './product-changes';
import './changes.css';

/** "Rate changed on 3 July 2024 from 6.43% p.a. to 6.68% p.a.", naming the rate when it is one of many. */
export function LatestChangeNote({ change }: { change: LatestChange }) {
  return (
    <p className="change-note">
      <strong>
        {change.subject} changed on <time dateTime={change.on}>{formatIsoDate(change.on)}</time>
      </strong>{' '}
      from {change.from} to {change.to}.
      {change.figure === change.subject ? null : <span className="legal"> {change.figure}.</span>}
    </p>
  );
}

/**
 * A figure over time: a step line drawn when the site was built, named by its summary, and the
 * table of every value beside it, which is what a screen reader reads.
 */
export function FigureHistorySection({ history }: { history: FigureHistory }) {
  const { chart, rows } = history;
  const { plot } = chart;
  return (
    <section className="history" aria-labelledby="history-heading">
      <h2 id="history-heading">{history.heading}</h2>
      <div className="history__body">
        <svg
          className="history__chart"
          role="img"
          aria-label={chart.summary}
          viewBox={`0 0 ${chart.width} ${chart.height}`}
        >
          <text className="history__title" x={4} y={12}>
            {chart.yTitle}
          </text>
          {chart.yTicks.map((tick) => (
            <g key={tick.label}>
              <line className="history__grid" x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
              <text x={plot.left - 4} y={tick.at + 4} textAnchor="end">
                {tick.label}
              </text>
            </g>
          ))}
          {chart.xTicks.map((tick) => (
            <g key={tick.label}>
              <line
                className="history__axis"
                x1={tick.at}
                x2={tick.at}
                y1={plot.bottom}
                y2={plot.bottom + 4}
              />
              <text x={tick.at} y={plot.bottom + 16} textAnchor="middle">
                {tick.label}
              </text>
            </g>
          ))}
          <line className="history__axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
          <text className="history__title" x={plot.right} y={chart.height - 4} textAnchor="end">
            {chart.xTitle}
          </text>
          <path className="history__line" d={chart.line} />
          <circle className="history__end" cx={chart.end.x} cy={chart.end.y} r={3.5} />
        </svg>
        <div className="history__table">
          <TableScroll label={`${history.heading} table`}>
            <table>
              <caption>{history.figure}: each value and the day it was first seen, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date seen</th>
                  <th scope="col" className="num">
                    {history.valueHeader}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    <td>
                      {row.until ? 'Until ' : null}
                      <time dateTime={row.on}>{formatIsoDate(row.on)}</time>
                    </td>
                    <td className="num">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
      </div>
    </section>
  );
}

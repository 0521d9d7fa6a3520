import * as React from 'react';
import type { Block } from '../../content/guide-types';
import { InlineText } from './inline-text';

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'h2':
      return <h2>{block.text}</h2>;
    case 'h3':
      return <h3>{block.text}</h3>;
    case 'ul':
    case 'ol': {
      const items = block.items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ));
      return block.type === 'ul' ? <ul>{items}</ul> : <ol>{items}</ol>;
    }
    case 'callout':
      return (
        <p className={block.tone === 'warning' ? 'notice notice--warning' : 'notice'}>
          <InlineText text={block.text} />
        </p>
      );
    case 'example':
      return (
        <figure className="tile">
          <table>
            <caption>
              <strong>{block.title}</strong>
            </caption>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {block.note ? (
            <figcaption className="legal">
              <InlineText text={block.note} />
            </figcaption>
          ) : null}
        </figure>
      );
  }
}

/** Renders the structured content of guides and information pages. */
export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}

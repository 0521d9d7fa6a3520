import * as React from 'react';
import { Link } from '../navigation/link';

const token = /\[([^\]]+)\]\((\/[^)\s]*)\)|\*\*([^*]+)\*\*/g;

/** Renders our content's two inline marks: `[label](/path/)` links and `**bold**`. */
export function InlineText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(token)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, label, href, bold] = match;
    if (label !== undefined && href !== undefined) {
      parts.push(
        <Link key={index} to={href}>
          {label}
        </Link>,
      );
    } else if (bold !== undefined) {
      parts.push(<strong key={index}>{bold}</strong>);
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

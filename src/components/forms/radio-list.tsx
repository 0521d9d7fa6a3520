import * as React from 'react';

export interface RadioListItem {
  id: string;
  name: string;
}

/**
 * Named things to choose one of, as a list of labelled radio buttons sharing one `name` (one Tab
 * stop; the arrow keys move the choice). `children` are further list items after the named ones,
 * such as "mine isn't listed".
 */
export function RadioList({
  name,
  items,
  selectedId,
  onSelect,
  className = 'choice-list',
  children,
}: {
  name: string;
  items: readonly RadioListItem[];
  selectedId: string | null;
  onSelect(id: string): void;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <label>
            <input
              type="radio"
              name={name}
              value={item.id}
              checked={item.id === selectedId}
              onChange={() => onSelect(item.id)}
            />
            {item.name}
          </label>
        </li>
      ))}
      {children}
    </ul>
  );
}

import * as React from 'react';

/** The StaySmart mark, inline so the header costs no extra request. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="96" fill="#0b5c4d" />
      <path
        d="M136 300c0 52 52 84 120 84s120-28 120-80c0-44-34-64-104-78l-36-8c-32-7-44-16-44-32 0-20 22-32 60-32 40 0 62 14 68 42h52c-4-56-50-88-120-88-68 0-112 32-112 80 0 42 30 64 96 78l38 8c36 8 50 18 50 36 0 22-24 36-64 36-44 0-70-16-74-46z"
        fill="#fff"
      />
      <circle cx="392" cy="120" r="36" fill="#f5b82e" />
    </svg>
  );
}

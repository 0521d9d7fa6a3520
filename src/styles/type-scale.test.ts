import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every size and weight of text the stylesheets set is a step of the type scale in global.css.
 * Each new size or weight on a page is another font for the browser to prepare before it can
 * paint, so an odd `0.93rem` or `font-weight: 600` slows every page that uses it.
 */
const srcDir = path.resolve(__dirname, '..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

function declarations(property: string): [string, string][] {
  return stylesheets(srcDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(new RegExp(`(?<![-\\w])${property}:\\s*([^;}]+)`, 'g'))].map(
      (match): [string, string] => [path.relative(srcDir, file), (match[1] ?? '').trim()],
    ),
  );
}

const SIZE_STEPS = ['var(--text-s)', 'var(--text-m)', 'var(--text-l)', 'var(--text-xl)', 'var(--text-xxl)'];
/** Sizes outside the steps, each for a reason: headings and headline figures follow the screen's width; the chart's labels are in its own units. */
const SIZE_EXCEPTIONS = [
  'clamp(1.7rem, 4vw, 2.4rem)',
  'clamp(1.3rem, 3.5vw, 1.8rem)',
  'clamp(2.4rem, 8vw, 3.6rem)',
  '10px',
];

describe('the type scale', () => {
  it('finds the stylesheets it checks', () => {
    expect(stylesheets(srcDir).map((file) => path.relative(srcDir, file))).toContain(
      path.join('styles', 'global.css'),
    );
    expect(declarations('font-size').length).toBeGreaterThan(20);
    expect(declarations('font-weight').length).toBeGreaterThan(20);
  });

  it.each(declarations('font-size'))('%s sets a font size of the scale: %s', (_file, value) => {
    expect([...SIZE_STEPS, ...SIZE_EXCEPTIONS, 'inherit']).toContain(value);
  });

  it.each(declarations('font-weight'))('%s sets one of the two weights: %s', (_file, value) => {
    expect(['400', '700']).toContain(value);
  });

  it('uses no shorthand that would set a size or weight outside the scale', () => {
    const shorthands = declarations('font').map(([, value]) => value);
    expect(shorthands.length).toBeGreaterThan(0);
    expect(new Set(shorthands)).toEqual(new Set(['inherit']));
  });
});

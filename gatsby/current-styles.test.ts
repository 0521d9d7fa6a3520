import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { currentStylesheet, withCurrentStyles } from './current-styles';

const inlineStyles = (href: string, css: string) =>
  `<style data-href="${href}" data-identity="gatsby-global-css">${css}</style>`;

function publicDirWith(appAssets: string[], files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'current-styles-'));
  writeFileSync(
    path.join(dir, 'webpack.stats.json'),
    JSON.stringify({ namedChunkGroups: { app: { assets: appAssets.map((name) => ({ name })) } } }),
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('a page’s inline styles, brought up to the stylesheet the build wrote', () => {
  const stylesheet = { href: '/styles.bbb.css', css: 'h2{font-size:var(--text-xl)}' };
  const rewrite = withCurrentStyles(stylesheet);

  it.each([
    [
      'a page built before the stylesheet changed',
      `<head>${inlineStyles('/styles.aaa.css', 'h2{font-size:1.4rem}')}</head><main>$& $1</main>`,
      `<head>${inlineStyles('/styles.bbb.css', 'h2{font-size:var(--text-xl)}')}</head><main>$& $1</main>`,
    ],
    [
      'a page whose styles changed under the same name',
      inlineStyles('/styles.bbb.css', 'h2{font-size:1.4rem}'),
      inlineStyles('/styles.bbb.css', 'h2{font-size:var(--text-xl)}'),
    ],
    [
      'a page already up to date',
      `<head>${inlineStyles('/styles.bbb.css', 'h2{font-size:var(--text-xl)}')}</head>`,
      `<head>${inlineStyles('/styles.bbb.css', 'h2{font-size:var(--text-xl)}')}</head>`,
    ],
    [
      'a page without the site’s styles',
      '<p>plain</p><style>p{color:red}</style>',
      '<p>plain</p><style>p{color:red}</style>',
    ],
  ])('%s', (_case, html, expected) => {
    expect(rewrite(html)).toBe(expected);
  });

  it('keeps a page that is already up to date as the very same text', () => {
    const page = `<head>${inlineStyles(stylesheet.href, stylesheet.css)}</head>`;
    expect(rewrite(page)).toBe(page);
  });

  it('reads the stylesheet of the app’s chunk group, not an older one left beside it', () => {
    const dir = publicDirWith(['webpack-runtime-1.js', 'styles.bbb.css', 'app-2.js'], {
      'styles.aaa.css': 'old',
      'styles.bbb.css': 'new',
    });
    expect(currentStylesheet(dir)).toEqual({ href: '/styles.bbb.css', css: 'new' });
  });

  it('says so when the stats name no stylesheet', () => {
    const dir = publicDirWith(['app-2.js'], {});
    expect(() => currentStylesheet(dir)).toThrow(
      'Expected one stylesheet in the app’s chunk group of webpack.stats.json, found 0.',
    );
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_HASHES_FILE, parsePageHashesManifest } from '../src/domain/page-hashes';
import { hashSource, scanPage, writePageHashes } from './page-hashes';

/** The hash Chromium 156 printed for `window.x=1` when refusing it as an inline script. */
const CHROMIUM_HASH_OF_WINDOW_X = "'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='";

describe('hashing inline code as the browser does', () => {
  test('gives the hash the browser computes for the same text', () => {
    expect(hashSource('window.x=1')).toBe(CHROMIUM_HASH_OF_WINDOW_X);
  });

  test('hashes the text after line endings became LF, as the HTML parser leaves it', () => {
    expect(hashSource('a;\r\nb;\rc;')).toBe(hashSource('a;\nb;\nc;'));
  });
});

describe('scanning a page', () => {
  const page = [
    '<!DOCTYPE html><html><head>',
    '<style data-href="/styles.css" data-identity="gatsby-global-css">body{color:red}</style>',
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
    '<script>window.x=1</script>',
    '<script src="/app-1234.js" async=""></script>',
    '<script type="text/plain" data-note="a > b">not run, still hashed</script>',
    '</head><body><div style="outline:none" tabindex="-1">',
    '<a href="/credit-cards/">Cards</a>',
    '</div><script>window.x=1</script></body></html>',
  ].join('');

  test('lists each inline script and style element once, and no script with a src', () => {
    const { hashes, problems } = scanPage(page);
    expect(hashes.scripts).toEqual([
      hashSource('/*<![CDATA[*/window.pagePath="/";/*]]>*/'),
      CHROMIUM_HASH_OF_WINDOW_X,
      hashSource('not run, still hashed'),
    ]);
    expect(hashes.styles).toEqual([hashSource('body{color:red}')]);
    expect(problems).toEqual([]);
  });

  test.each([
    ['an event handler attribute', '<button onclick="go()">Go</button>', '<button onclick="...">'],
    ['an event handler in capitals', '<img src="/a.png" ONERROR="x()">', '<img onerror="...">'],
    ['a javascript: link', '<a href="javascript:void(0)">x</a>', '<a href="javascript:void(0)">'],
    [
      'a javascript: link hidden by spaces and case',
      '<a href=" JavaScript:x">x</a>',
      '<a href=" JavaScript:x">',
    ],
    [
      'a javascript: link written with a reference',
      '<a href="javascript&#58;x">x</a>',
      '<a href="javascript&#58;x">',
    ],
    ['a javascript: form action', "<form action='javascript:x'></form>", '<form action="javascript:x">'],
  ])('finds %s', (_name, html, problem) => {
    expect(scanPage(html).problems).toEqual([problem]);
  });

  test('takes text that only looks like markup for what it is', () => {
    const html = [
      '<p>Turn online banking on="yes" with javascript: enabled</p>',
      '<script>document.write("<a onclick=x>")</script>',
      '<!-- <a href="javascript:old()"> -->',
      '<a href="/guides/javascript-free/" data-onboarding="1">Guide</a>',
    ].join('');
    expect(scanPage(html).problems).toEqual([]);
  });
});

describe('the hash list of a built site', () => {
  let site: string;
  beforeEach(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'staysmart-hashes-'));
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  const write = (file: string, html: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), html);
  };

  test('names every page by its file with the hashes of its own inline code', () => {
    write('index.html', '<script>window.pagePath="/"</script>');
    write('credit-cards/[...]/index.html', '<script>window.pagePath="/credit-cards/[...]/"</script>');
    write('app.js', 'not a page');
    expect(writePageHashes(site)).toEqual({ pages: 2, hashes: 2 });
    const manifest = parsePageHashesManifest(
      JSON.parse(readFileSync(path.join(site, PAGE_HASHES_FILE), 'utf8')),
    );
    expect(manifest.pages).toEqual({
      '/index.html': { scripts: [hashSource('window.pagePath="/"')], styles: [] },
      '/credit-cards/[...]/index.html': {
        scripts: [hashSource('window.pagePath="/credit-cards/[...]/"')],
        styles: [],
      },
    });
  });

  test('fails, naming the page, when a page has inline code the policy would block', () => {
    write('index.html', '<p>fine</p>');
    write('guides/a/index.html', '<button onclick="go()">Go</button>');
    expect(() => writePageHashes(site)).toThrow(/\/guides\/a\/index\.html: <button onclick="\.\.\.">/);
  });
});

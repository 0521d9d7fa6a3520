import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SourceMapConsumer } from 'source-map-js';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints';

/** Builds a small entry with a named lazy chunk and an unnamed one, minified with source maps. */
async function build(dir: string): Promise<Map<string, string>> {
  writeFileSync(
    path.join(dir, 'entry.js'),
    [
      'export function greet(name) {',
      "  return 'Hello, ' + name;",
      '}',
      'import(/* webpackChunkName: "root-runtime" */ \'./runtime.js\').then((m) => m.start(greet));',
      "document.addEventListener('click', () => import('./later.js').then((m) => m.later()));",
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'shared.js'), 'export const twice = (n) => n * 2;\n');
  writeFileSync(
    path.join(dir, 'runtime.js'),
    "import { twice } from './shared.js';\nexport function start(greet) { return greet(String(twice(2))); }\n",
  );
  writeFileSync(
    path.join(dir, 'later.js'),
    "import { twice } from './shared.js';\nexport function later() { return twice(21); }\n",
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './entry.js' },
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'out'),
      filename: '[name]-[contenthash].js',
      chunkFilename: '[name]-[contenthash].js',
    },
    // The module both lazy chunks use goes into a chunk of its own, as vendor code does in the site.
    optimization: {
      splitChunks: {
        cacheGroups: { shared: { test: /shared\.js$/, name: 'shared', chunks: 'async', enforce: true } },
      },
    },
    plugins: [new CompileHintsPlugin((name) => name === 'root-runtime')],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString()));
      else compiler.close(() => resolve());
    }),
  );
  const out = path.join(dir, 'out');
  return new Map(readdirSync(out).map((file) => [file, readFileSync(path.join(out, file), 'utf8')]));
}

describe('compile hints on the scripts every page runs at load', () => {
  let dir: string;
  let files: Map<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    files = await build(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const script = (prefix: string) => {
    const name = [...files.keys()].find((file) => file.startsWith(prefix) && file.endsWith('.js'));
    if (!name) throw new Error(`No ${prefix} script in ${[...files.keys()].join(', ')}`);
    return { name, text: files.get(name)! };
  };

  it('opens the entry script and every chunk of the named group, survives minification, and spares other chunks', () => {
    for (const prefix of ['app-', 'root-runtime-', 'shared-'])
      expect(script(prefix).text.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    const others = [...files.entries()].filter(
      ([file]) =>
        file.endsWith('.js') && !['app-', 'root-runtime-', 'shared-'].some((p) => file.startsWith(p)),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const [, text] of others) expect(text).not.toContain(COMPILE_HINT);
  });

  it('keeps the source map pointing at the right lines', () => {
    const { name, text } = script('app-');
    const map = new SourceMapConsumer(JSON.parse(files.get(`${name}.map`)!));
    const lines = text.split('\n');
    const line = lines.findIndex((content) => content.includes('Hello, '));
    // The string's opening quote.
    const column = lines[line]!.indexOf('Hello, ') - 1;
    expect(line).toBeGreaterThan(0);
    expect(map.originalPositionFor({ line: line + 1, column })).toMatchObject({ line: 2 });
  });
});

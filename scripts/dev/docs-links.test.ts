/**
 * Every relative link in the README files and docs/ points at a file that exists and, when it
 * names a heading (`file.md#heading`), at a heading that file has.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const docsDir = path.join(root, 'docs');
const documents = [
  'README.md',
  'server/README.md',
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1]!));
}

function relativeLinks(document: string): string[] {
  const text = readFileSync(path.join(root, document), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

function brokenLinks(document: string): string[] {
  return relativeLinks(document).filter((target) => {
    const [file = '', anchor] = target.split('#');
    const resolved =
      file === '' ? path.join(root, document) : path.resolve(root, path.dirname(document), file);
    if (!existsSync(resolved)) return true;
    return anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).includes(anchor);
  });
}

describe('links between the docs', () => {
  test('GitHub anchors', () => {
    expect(headingAnchor('Security model')).toBe('security-model');
    expect(headingAnchor('`npm test`, step by step')).toBe('npm-test-step-by-step');
  });

  test.each(documents)('%s links only to files and headings that exist', (document) => {
    expect(brokenLinks(document)).toEqual([]);
  });
});

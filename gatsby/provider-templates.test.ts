import { existsSync } from 'node:fs';
import path from 'node:path';
import { categories, categoryOrder } from '../src/config/paths';

describe('provider-in-category templates', () => {
  it.each(categoryOrder.filter((code) => code !== 'bnpl'))(
    'category %s has its own template, the one its provider pages name',
    (code) => {
      const file = path.resolve(
        __dirname,
        '..',
        'src',
        'templates',
        `provider-${categories[code].segment}.tsx`,
      );
      expect(existsSync(file)).toBe(true);
    },
  );
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Block, Guide, StaticPageContent } from './guide-types';
import { guides } from './guides';
import { staticPages } from './pages';

const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

const CATEGORIES: readonly Guide['category'][] = [
  'credit-cards',
  'home-loans',
  'personal-loans',
  'car-loans',
  'savings',
  'term-deposits',
  'bank-accounts',
  'buy-now-pay-later',
  'open-banking',
];

const STATIC_LINK_TARGETS = new Set([
  '/credit-cards/',
  '/home-loans/',
  '/personal-loans/',
  '/car-loans/',
  '/term-deposits/',
  '/savings-accounts/',
  '/bank-accounts/',
  '/buy-now-pay-later/',
  '/how-it-works/',
  '/about/',
  '/fsg/',
  '/privacy/',
  '/terms/',
  '/help/',
  '/search/',
  '/credit-cards-landing/',
  '/home-loans-landing/',
  '/news-and-guides/',
]);

const LATEST_DATE = '2026-11-22';
/** The date of the product data the site's figures come from (data/meta.json). */
const PRODUCT_DATA_DATE = '2024-08-12';
const WORDS_PER_MINUTE = 220;
const LINK = /\[([^\]]*)\]\(([^)]*)\)/g;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every piece of text in a block, including example tables. */
function blockTexts(block: Block): string[] {
  switch (block.type) {
    case 'p':
    case 'h2':
    case 'h3':
    case 'callout':
      return [block.text];
    case 'ul':
    case 'ol':
      return block.items;
    case 'example':
      return [block.title, ...block.rows.flatMap((row) => [row.label, row.value]), block.note ?? ''];
  }
}

function allTexts(title: string, description: string, blocks: readonly Block[]): string[] {
  return [title, description, ...blocks.flatMap(blockTexts)];
}

function plain(text: string): string {
  return text.replace(LINK, '$1').replace(/\*\*/g, '');
}

function wordCount(guide: Guide): number {
  return [guide.title, ...guide.blocks.flatMap(blockTexts)]
    .map(plain)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function linkTargets(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => match[2] ?? '');
}

function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function camelCase(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

const guideSlugs = new Set(guides.map((guide) => guide.slug));
const guideLinkTargets = new Set([...guideSlugs].map((slug) => `/news-and-guides/${slug}/`));

interface Document {
  name: string;
  title: string;
  description: string;
  blocks: readonly Block[];
}

const documents: Document[] = [
  ...guides.map((guide) => ({ name: `guide ${guide.slug}`, ...guide })),
  ...Object.entries(staticPages).map(([name, page]: [string, StaticPageContent]) => ({
    name: `page ${name}`,
    ...page,
  })),
];

describe('guide collection', () => {
  it('has at least 8 guides', () => {
    expect(guides.length).toBeGreaterThanOrEqual(8);
  });

  it('has unique slugs', () => {
    expect(guideSlugs.size).toBe(guides.length);
  });

  it('is ordered newest first', () => {
    const published = guides.map((guide) => guide.published);
    expect(published).toEqual([...published].sort().reverse());
  });

  it('covers several categories', () => {
    expect(new Set(guides.map((guide) => guide.category)).size).toBeGreaterThanOrEqual(5);
  });
});

describe.each(guides.map((guide) => [guide.slug, guide] as const))('guide %s', (slug, guide) => {
  it('has a kebab-case slug', () => {
    expect(slug).toMatch(KEBAB);
  });

  it('is exported from its own file under the camelCase name of its slug', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const moduleExports = require(`./guides/${slug}`) as Record<string, unknown>;
    expect(moduleExports[camelCase(slug)]).toBe(guide);
  });

  it('was published in 2026', () => {
    expect(isValidIsoDate(guide.published)).toBe(true);
    expect(guide.published.startsWith('2026-')).toBe(true);
    expect(guide.published <= LATEST_DATE).toBe(true);
  });

  it('says when its facts were checked: a real date, written in its own file, no later than the content', () => {
    expect(isValidIsoDate(guide.factsChecked)).toBe(true);
    expect(guide.factsChecked >= PRODUCT_DATA_DATE).toBe(true);
    expect(guide.factsChecked <= LATEST_DATE).toBe(true);
    const source = readFileSync(path.join(__dirname, 'guides', `${slug}.ts`), 'utf8');
    expect(source).toContain(`factsChecked: '${guide.factsChecked}',`);
  });

  it('has a known category and the editorial author', () => {
    expect(CATEGORIES).toContain(guide.category);
    expect(guide.author).toBe('StaySmart editorial team');
  });

  it('is between 700 and 1,400 words', () => {
    const words = wordCount(guide);
    expect(words).toBeGreaterThanOrEqual(700);
    expect(words).toBeLessThanOrEqual(1400);
  });

  it('has an honest reading time (within 30% of words / 220)', () => {
    const estimate = wordCount(guide) / WORDS_PER_MINUTE;
    expect(Number.isInteger(guide.readingMinutes)).toBe(true);
    expect(Math.abs(guide.readingMinutes - estimate)).toBeLessThanOrEqual(estimate * 0.3);
  });

  it('has at least one h2', () => {
    expect(guide.blocks.some((block) => block.type === 'h2')).toBe(true);
  });

  it('does not link to itself', () => {
    const targets = guide.blocks.flatMap(blockTexts).flatMap(linkTargets);
    expect(targets).not.toContain(`/news-and-guides/${slug}/`);
  });
});

describe.each(documents.map((doc) => [doc.name, doc] as const))('%s', (_name, doc) => {
  const texts = allTexts(doc.title, doc.description, doc.blocks);

  it('has a title, blocks and a description of at most 155 characters', () => {
    expect(doc.title.trim().length).toBeGreaterThan(0);
    expect(doc.blocks.length).toBeGreaterThan(0);
    expect(doc.description.trim().length).toBeGreaterThan(0);
    expect(doc.description.length).toBeLessThanOrEqual(155);
  });

  it('links only to known internal paths ending in a slash', () => {
    for (const target of texts.flatMap(linkTargets)) {
      expect(target.startsWith('/')).toBe(true);
      expect(target.endsWith('/')).toBe(true);
      expect(STATIC_LINK_TARGETS.has(target) || guideLinkTargets.has(target)).toBe(true);
    }
  });

  it('has no link markup in plain-text fields', () => {
    const plainFields = [
      doc.title,
      doc.description,
      ...doc.blocks.flatMap((block) => {
        if (block.type === 'h2' || block.type === 'h3') return [block.text];
        if (block.type === 'example')
          return [block.title, ...block.rows.flatMap((row) => [row.label, row.value])];
        return [];
      }),
    ];
    for (const text of plainFields) {
      expect(text).not.toMatch(LINK);
      expect(text).not.toContain('**');
    }
  });

  it('has no filler, to-do notes or placeholders', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/lorem/i);
      expect(text).not.toMatch(/\bTODO\b|\bTBD\b|\bTBC\b|\bXXX\b/);
      const withoutLinks = text.replace(LINK, '$1');
      expect(withoutLinks).not.toMatch(/[[\]{}]/);
      expect(text).not.toMatch(/<[a-z][^>]*>/i);
    }
  });

  it('has balanced bold markers and no empty text', () => {
    for (const text of texts) {
      expect((text.match(/\*\*/g) ?? []).length % 2).toBe(0);
    }
    for (const block of doc.blocks) {
      const required =
        block.type === 'example'
          ? [block.title, ...block.rows.flatMap((row) => [row.label, row.value])]
          : blockTexts(block);
      expect(required.length).toBeGreaterThan(0);
      for (const text of required) expect(text.trim().length).toBeGreaterThan(0);
      if (block.type === 'example') {
        expect(block.rows.length).toBeGreaterThan(0);
        if (block.note !== undefined) expect(block.note.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('writes dollar amounts with thousands separators', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/\$\d{4,}/);
      expect(text).not.toMatch(/\$ \d/);
    }
  });

  it('uses Australian spelling for common words', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/\b(?:color|favor|behavior|center|organiz|realiz|analyz|recogniz)/i);
      expect(text).not.toMatch(/Credit License\b/);
    }
  });

  it('does not mention how it was written', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/\bAI\b|artificial intelligence|language model|chatbot/i);
    }
  });
});

describe('required facts', () => {
  const textOf = (blocks: readonly Block[]) => blocks.flatMap(blockTexts).join('\n');
  const guide = (slug: string) => {
    const found = guides.find((item) => item.slug === slug);
    if (!found) throw new Error(`Missing guide ${slug}`);
    return textOf(found.blocks);
  };

  it('quotes the statutory comparison rate warning and both examples', () => {
    const text = guide('comparison-rates-explained');
    expect(text).toContain(COMPARISON_RATE_WARNING);
    expect(text).toContain('$150,000 repaid over 25 years');
    expect(text).toContain('$30,000 repaid over 5 years');
  });

  it('states the Financial Claims Scheme limit', () => {
    expect(guide('term-deposits-vs-savings-accounts')).toContain('$250,000 per account holder per ADI');
    expect(guide('term-deposits-vs-savings-accounts')).toContain("31 days' notice");
  });

  it('dates the BNPL reforms correctly', () => {
    expect(guide('buy-now-pay-later-rules-2025')).toContain('10 June 2025');
    expect(guide('buy-now-pay-later-rules-2025')).toContain('Australian Credit Licence');
  });

  it('names the agencies that run the Consumer Data Right', () => {
    const text = guide('open-banking-consumer-data-right');
    for (const agency of ['Treasury', 'ACCC', 'OAIC']) expect(text).toContain(agency);
  });

  it('gives AFCA contact details in the FSG', () => {
    const text = textOf(staticPages.fsg?.blocks ?? []);
    for (const detail of [
      'www.afca.org.au',
      '1800 931 678',
      'info@afca.org.au',
      'GPO Box 3, Melbourne VIC 3001',
    ]) {
      expect(text).toContain(detail);
    }
  });

  it('gives OAIC contact details in the privacy policy', () => {
    const text = textOf(staticPages.privacy?.blocks ?? []);
    for (const detail of [
      'Privacy Act 1988',
      'Australian Privacy Principles',
      '1300 363 992',
      'www.oaic.gov.au',
      'XSRF-TOKEN',
    ]) {
      expect(text).toContain(detail);
    }
  });

  it('keeps numbers out of the cash-back promotion, which shows them from data', () => {
    const text = textOf(staticPages['cash-back-promotion']?.blocks ?? []).replace(
      COMPARISON_RATE_WARNING,
      '',
    );
    expect(text).not.toMatch(/\d/);
  });

  it('has all the static pages', () => {
    expect(Object.keys(staticPages).sort()).toEqual(
      [
        'about',
        'cash-back-promotion',
        'cdr-sandbox-success',
        'fsg',
        'help',
        'home-loans-register',
        'how-it-works',
        'privacy',
        'terms',
      ].sort(),
    );
  });
});

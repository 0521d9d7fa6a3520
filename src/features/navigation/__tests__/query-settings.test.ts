import {
  atInitialValues,
  initialQueryValues,
  numberBetween,
  oneOf,
  readQuerySettings,
  writeQuerySettings,
  yesNo,
  type QuerySettings,
} from '../query-settings';

interface View {
  sort: 'annual-fee' | 'purchase-rate';
  dir: 'asc' | 'desc';
  program: string;
  'balance-transfer': boolean;
  amount: number;
}

const settings: QuerySettings<View> = {
  sort: oneOf(['annual-fee', 'purchase-rate'], 'annual-fee'),
  dir: oneOf(['asc', 'desc'], 'asc'),
  program: oneOf(['any', 'qantas', 'velocity'], 'any'),
  'balance-transfer': yesNo(false),
  amount: numberBetween(10_000, 5_000_000, 600_000),
};

const initial: View = {
  sort: 'annual-fee',
  dir: 'asc',
  program: 'any',
  'balance-transfer': false,
  amount: 600_000,
};

describe('reading settings from the address', () => {
  it.each<[string, string, Partial<View>, string]>([
    ['no query: every initial value, and the address as it was', '', {}, ''],
    [
      'every setting named',
      '?sort=purchase-rate&dir=desc&program=qantas&balance-transfer=yes&amount=250000',
      { sort: 'purchase-rate', dir: 'desc', program: 'qantas', 'balance-transfer': true, amount: 250_000 },
      '?sort=purchase-rate&dir=desc&program=qantas&balance-transfer=yes&amount=250000',
    ],
    [
      'a value no setting knows is ignored and dropped',
      '?sort=colour&program=qantas',
      { program: 'qantas' },
      '?program=qantas',
    ],
    ['letter case is part of the value', '?program=Qantas', {}, ''],
    ['a number out of range', '?amount=5', {}, ''],
    ['a number with other characters', '?amount=250%2C000', {}, ''],
    ['a decimal number', '?amount=250000.5', { amount: 250_000.5 }, '?amount=250000.5'],
    ['a yes/no that is neither', '?balance-transfer=maybe', {}, ''],
    ['an empty value', '?dir=', {}, ''],
    [
      'an initial value named is left out of the address',
      '?dir=asc&program=velocity',
      { program: 'velocity' },
      '?program=velocity',
    ],
    [
      'a repeated parameter: its first readable value',
      '?program=nope&program=velocity&program=qantas',
      { program: 'velocity' },
      '?program=velocity',
    ],
    [
      'parameters that are no setting of this page stay, in their order, before the settings',
      '?program=qantas&utm_source=mail&vid=abc',
      { program: 'qantas' },
      '?utm_source=mail&vid=abc&program=qantas',
    ],
  ])('%s', (_name, search, expected, cleaned) => {
    const read = readQuerySettings(settings, search);
    expect(read.values).toEqual({ ...initial, ...expected });
    expect(read.search).toBe(cleaned);
  });
});

describe('writing settings to the address', () => {
  it.each<[string, Partial<View>, string, string]>([
    ['the initial view has no query', {}, '', ''],
    ['the initial view keeps other parameters', {}, '?vid=abc', '?vid=abc'],
    [
      'settings in their own order',
      { program: 'qantas', sort: 'purchase-rate' },
      '',
      '?sort=purchase-rate&program=qantas',
    ],
    [
      'a setting back at its initial value leaves the address',
      { sort: 'annual-fee' },
      '?sort=purchase-rate',
      '',
    ],
    [
      'yes/no and numbers',
      { 'balance-transfer': true, amount: 450_000 },
      '',
      '?balance-transfer=yes&amount=450000',
    ],
  ])('%s', (_name, values, search, expected) => {
    expect(writeQuerySettings(settings, { ...initial, ...values }, search)).toBe(expected);
  });

  it('writes a yes/no that starts as yes only when it is no', () => {
    const ticked: QuerySettings<{ offset: boolean }> = { offset: yesNo(true) };
    expect(writeQuerySettings(ticked, { offset: false }, '')).toBe('?offset=no');
    expect(readQuerySettings(ticked, '?offset=no').values).toEqual({ offset: false });
    expect(writeQuerySettings(ticked, { offset: true }, '')).toBe('');
  });

  it('reads back what it wrote', () => {
    const view: View = {
      sort: 'purchase-rate',
      dir: 'desc',
      program: 'velocity',
      'balance-transfer': true,
      amount: 1_250_000,
    };
    expect(readQuerySettings(settings, writeQuerySettings(settings, view, '?vid=1')).values).toEqual(view);
  });
});

describe('initial values', () => {
  it('are every setting’s initial value, and recognised as such', () => {
    expect(initialQueryValues(settings)).toEqual(initial);
    expect(atInitialValues(settings, initial)).toBe(true);
    expect(atInitialValues(settings, { ...initial, dir: 'desc' })).toBe(false);
  });
});

import { startupRefresh } from './startup-refresh';

describe('whether npm start refreshes the data', () => {
  test.each([
    [undefined, '2024-08-12', '2026-11-28', { refresh: true }],
    ['daily', '2024-08-12', '2026-11-28', { refresh: true }],
    [undefined, '2026-11-26', '2026-11-28', { refresh: true }],
    [undefined, '2026-11-27', '2026-11-28', { refresh: false, line: null }],
    [undefined, '2026-11-28', '2026-11-28', { refresh: false, line: null }],
    [undefined, null, '2026-11-28', { refresh: true }],
    [
      'off',
      '2024-08-12',
      '2026-11-28',
      {
        refresh: false,
        line: 'Data refresh off (DATA_REFRESH=off): serving the figures published on 12 August 2024.',
      },
    ],
    ['off', '2026-11-28', '2026-11-28', { refresh: false, line: null }],
  ])('DATA_REFRESH=%s, data of %s, on %s', (setting, dataDate, today, expected) => {
    expect(startupRefresh(setting, dataDate, today)).toEqual(expected);
  });
});

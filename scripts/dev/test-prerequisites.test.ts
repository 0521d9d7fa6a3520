import { type MachineFacts, planPrerequisites } from './test-prerequisites';

const ready: MachineFacts = { chromium: true, postgres: true, postgresSkipped: false, canInstall: false };

describe('what npm test does about a machine that lacks Chromium or PostgreSQL', () => {
  test.each([
    { case: 'both there', facts: ready, plan: { kind: 'ready' } },
    {
      case: 'PostgreSQL missing but left out on purpose',
      facts: { ...ready, postgres: false, postgresSkipped: true },
      plan: { kind: 'ready' },
    },
    {
      case: 'both missing, root with apt-get',
      facts: { ...ready, chromium: false, postgres: false, canInstall: true },
      plan: { kind: 'install', packages: ['chromium', 'postgresql'] },
    },
    {
      case: 'PostgreSQL missing, root with apt-get',
      facts: { ...ready, postgres: false, canInstall: true },
      plan: { kind: 'install', packages: ['postgresql'] },
    },
    {
      case: 'Chromium missing, PostgreSQL left out, root with apt-get',
      facts: { chromium: false, postgres: false, postgresSkipped: true, canInstall: true },
      plan: { kind: 'install', packages: ['chromium'] },
    },
    {
      case: 'both missing, no way to install',
      facts: { ...ready, chromium: false, postgres: false },
      plan: {
        kind: 'stop',
        line:
          'npm test needs Chromium and PostgreSQL: run sudo apt-get install -y chromium postgresql ' +
          '(or set CHROME_PATH to a Chromium you have; set TEST_DATABASE_URL to a server, or TEST_POSTGRES=skip to leave its tests out).',
      },
    },
    {
      case: 'Chromium missing, no way to install',
      facts: { ...ready, chromium: false },
      plan: {
        kind: 'stop',
        line: 'npm test needs Chromium: run sudo apt-get install -y chromium (or set CHROME_PATH to a Chromium you have).',
      },
    },
  ])('$case', ({ facts, plan }) => {
    expect(planPrerequisites(facts)).toEqual(plan);
  });
});

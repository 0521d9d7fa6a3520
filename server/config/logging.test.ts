import { loggerOptions } from './logging';

describe('how the server logs', () => {
  it.each([
    ['production to a terminal', 'production', true, false],
    ['production to a file', 'production', false, false],
    ['development to a file or pipe', 'development', false, false],
    ['development to a terminal', 'development', true, true],
    ['tests to a terminal', 'test', true, true],
  ] as const)('%s: readable lines %s', (_what, nodeEnv, toTerminal, pretty) => {
    const options = loggerOptions({ logLevel: 'info', nodeEnv }, toTerminal) as {
      level: string;
      transport?: { target: string };
    };
    expect(options.level).toBe('info');
    expect(options.transport?.target === 'pino-pretty').toBe(pretty);
  });
});

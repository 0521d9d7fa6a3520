/**
 * How the server logs: pino's JSON lines, one object a line, for a log collector (production, or
 * whenever the output is a file or a pipe); readable coloured lines through pino-pretty when a
 * person watches it in a terminal during development.
 */
import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './env';

export function loggerOptions(
  config: Pick<ServerConfig, 'logLevel' | 'nodeEnv'>,
  toTerminal: boolean = Boolean(process.stdout.isTTY),
): NonNullable<FastifyServerOptions['logger']> {
  if (!toTerminal || config.nodeEnv === 'production') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}

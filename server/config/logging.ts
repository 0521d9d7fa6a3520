/**
 * How the server logs: pino's JSON lines, one object a line, for a log collector (production, or
 * whenever the output is a file or a pipe); readable coloured lines through pino-pretty when a
 * person watches it in a terminal during development. A request's address is logged without the
 * values of its query: links carry secrets there (an update-cards event, an unsubscribe token).
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './env';

/** `/updateCards/?event=…&source=…`: the path and the query's names, never its values. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0] ?? ''}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Fastify's own request fields, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(
  config: Pick<ServerConfig, 'logLevel' | 'nodeEnv'>,
  toTerminal: boolean = Boolean(process.stdout.isTTY),
): NonNullable<FastifyServerOptions['logger']> {
  const base = { level: config.logLevel, serializers: { req: serializeRequest } };
  if (!toTerminal || config.nodeEnv === 'production') return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}

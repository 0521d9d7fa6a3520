/**
 * A JSON answer whose large beginning is the same for everyone (the /main/ provider list, hundreds
 * of kilobytes) and whose small end differs per request (the visit id).
 *
 * The beginning is gzip-compressed once, at start-up, as a raw DEFLATE stream ended with a sync
 * flush (byte-aligned, not final). Per request only the end is compressed, as a second DEFLATE
 * stream appended to the first; the gzip trailer's CRC-32 continues from the beginning's CRC. The
 * result is one ordinary gzip member, at a per-request cost of compressing a few dozen bytes.
 */
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Magic, DEFLATE, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

export class PrefixedJson {
  private readonly prefix: Buffer;
  private readonly deflatedPrefix: Buffer;
  private readonly prefixCrc: number;

  /** `prefix` is the JSON text up to where the per-request part starts. */
  constructor(prefix: string) {
    this.prefix = Buffer.from(prefix, 'utf8');
    this.deflatedPrefix = zlib.deflateRawSync(this.prefix, {
      level: 9,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    this.prefixCrc = zlib.crc32(this.prefix);
  }

  plain(suffix: string): Buffer {
    return Buffer.concat([this.prefix, Buffer.from(suffix, 'utf8')]);
  }

  gzip(suffix: string): Buffer {
    const end = Buffer.from(suffix, 'utf8');
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(end, this.prefixCrc) >>> 0, 0);
    trailer.writeUInt32LE((this.prefix.length + end.length) % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, this.deflatedPrefix, zlib.deflateRawSync(end), trailer]);
  }

  send(request: FastifyRequest, reply: FastifyReply, suffix: string): FastifyReply {
    reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    if (acceptsGzip(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(this.gzip(suffix));
    }
    return reply.send(this.plain(suffix));
  }
}

export function acceptsGzip(header: string): boolean {
  const match = /(?:^|,)\s*gzip\s*(?:;\s*q=([0-9.]+))?\s*(?:,|$)/i.exec(header);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

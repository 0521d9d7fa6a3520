/**
 * A JSON answer whose large beginning is the same for everyone (the /main/ provider list, hundreds
 * of kilobytes) and whose small end differs per request (the visit id).
 *
 * The beginning is gzip-compressed once, at start-up, as a raw DEFLATE stream ended with a sync
 * flush (byte-aligned, not final). Per request the end is appended as a final DEFLATE block; the
 * gzip trailer's CRC-32 continues from the beginning's CRC. The result is one ordinary gzip
 * member. The end (a visit id, some dozens of bytes) goes in a stored block: compressing it would
 * save a few bytes and cost a zlib stream per request (about 40 microseconds).
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
    return Buffer.concat([GZIP_HEADER, this.deflatedPrefix, finalBlock(end), trailer]);
  }

  send(request: FastifyRequest, reply: FastifyReply, suffix: string): FastifyReply {
    reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    if (acceptsGzip(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(this.gzip(suffix));
    }
    return reply.send(this.plain(suffix));
  }
}

/** A final DEFLATE block holding `data` as it is (RFC 1951, 3.2.4); it starts on a byte boundary. */
function finalBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) return zlib.deflateRawSync(data);
  const header = Buffer.alloc(5);
  header[0] = 0x01; // BFINAL = 1, BTYPE = 00 (stored)
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

export function acceptsGzip(header: string): boolean {
  const match = /(?:^|,)\s*gzip\s*(?:;\s*q=([0-9.]+))?\s*(?:,|$)/i.exec(header);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

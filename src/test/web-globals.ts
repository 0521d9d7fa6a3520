/**
 * Node globals that msw 2 needs and jest-fixed-jsdom does not copy into the jsdom window
 * (WritableStream for its server-sent-events support).
 */
import { WritableStream } from 'node:stream/web';

if (typeof globalThis.WritableStream === 'undefined') {
  Object.assign(globalThis, { WritableStream });
}

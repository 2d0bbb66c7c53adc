import zlib from 'node:zlib';

/*
 * A gzip body made of parts, where the large part is compressed once and kept (docs/benchmarks.md).
 *
 * A questions response is a small per-request head, a large part that changes only with the content (the block's
 * questions) and a two-byte tail. Compressing the whole response on every request was most of a block read's
 * CPU. Deflate allows what brotli does not: independently compressed pieces, each ended by a sync flush (a
 * byte-aligned, non-final block), are one valid deflate stream when laid end to end, because a piece's back
 * references never reach outside it. So the large part is deflated once; the small head and tail go as stored
 * (uncompressed) blocks, a few bytes of framing instead of a compressor per request; the gzip trailer's CRC-32 and
 * length cover the whole.
 *
 * What it buys: without it the learner simulation's server spent more CPU per request in all six rounds, 19.5% on
 * PGlite by the median (`npm run bench -- learners --without gzip-parts`, decision 150).
 */

// RFC 1952: magic, deflate, no flags, no modification time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

// The kept deflate of a large part, keyed by that part's Buffer: it lives exactly as long as the part is cached.
// A part seen once (a learner's own due list, say) is compressed as fast as brotli at quality 4 and about as small;
// a part that comes again (a theme's block, read by every learner) is compressed once more at the highest level.
const deflated = new WeakMap<Buffer, { piece: Buffer; best: boolean }>();
const FIRST_LEVEL = 4;

/** The kept part compressed, ending byte-aligned and not final (a sync flush): see `deflated` for the level. */
function deflatedKept(part: Buffer): Buffer {
  const kept = deflated.get(part);
  if (kept?.best) return kept.piece;
  const best = kept !== undefined;
  const piece = zlib.deflateRawSync(part, {
    level: best ? zlib.constants.Z_BEST_COMPRESSION : FIRST_LEVEL,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
  deflated.set(part, { piece, best });
  return piece;
}

const STORED_MAX = 0xffff;

/**
 * Bytes as deflate stored blocks (RFC 1951, 3.2.4): a header byte (BFINAL in bit 0, BTYPE 00, the rest padding),
 * LEN and its one's complement, then the bytes as they are. Starts and ends on a byte boundary.
 */
function storedBlocks(bytes: Buffer, last: boolean): Buffer[] {
  const blocks: Buffer[] = [];
  let offset = 0;
  do {
    const length = Math.min(STORED_MAX, bytes.length - offset);
    const final = last && offset + length === bytes.length;
    const header = Buffer.alloc(5);
    header[0] = final ? 1 : 0;
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    blocks.push(header, bytes.subarray(offset, offset + length));
    offset += length;
  } while (offset < bytes.length);
  return blocks;
}

/** gzip(head + kept + tail), with `kept` compressed once per Buffer and the head and tail stored as they are. */
export function gzipParts(head: Buffer, kept: Buffer, tail: Buffer): Buffer {
  let crc = zlib.crc32(head);
  crc = zlib.crc32(kept, crc);
  crc = zlib.crc32(tail, crc);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((head.length + kept.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    ...storedBlocks(head, false),
    deflatedKept(kept),
    ...storedBlocks(tail, true),
    trailer,
  ]);
}

/** Whether an Accept-Encoding header allows gzip (listed, or `*`, and not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let gzip: boolean | undefined;
  let star = false;
  for (const item of value.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') gzip = allowed;
    else if (name === '*') star = allowed;
  }
  return gzip ?? star;
}

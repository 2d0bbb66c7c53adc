import zlib from 'node:zlib';

/*
 * A gzip body made of parts, where the large part is compressed once and kept (issue 13, docs/benchmarks.md).
 *
 * A questions response is a small per-request head, a large part that changes only with the content (the block's
 * questions) and a two-byte tail. Compressing the whole response on every request was most of a block read's
 * CPU. Deflate allows what brotli does not: independently compressed pieces, each ended by a sync flush (a
 * byte-aligned, non-final block), are one valid deflate stream when laid end to end, because a piece's back
 * references never reach outside it. So the large part is deflated once and only the head and tail are
 * compressed per request; the gzip trailer's CRC-32 and length cover the whole.
 */

// RFC 1952: magic, deflate, no flags, no modification time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

// The kept deflate of a large part, keyed by that part's Buffer: it lives exactly as long as the part is cached.
const deflated = new WeakMap<Buffer, Buffer>();

function deflatePiece(bytes: Buffer, last: boolean, level: number): Buffer {
  return zlib.deflateRawSync(bytes, {
    level,
    finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
  });
}

/** The kept part compressed at the highest level once; later calls with the same Buffer reuse it. */
function deflatedKept(part: Buffer): Buffer {
  let piece = deflated.get(part);
  if (!piece) {
    piece = deflatePiece(part, false, zlib.constants.Z_BEST_COMPRESSION);
    deflated.set(part, piece);
  }
  return piece;
}

/** gzip(head + kept + tail), with `kept` compressed once per Buffer and the rest per call. */
export function gzipParts(head: Buffer, kept: Buffer, tail: Buffer): Buffer {
  const fast = zlib.constants.Z_BEST_SPEED;
  let crc = zlib.crc32(head);
  crc = zlib.crc32(kept, crc);
  crc = zlib.crc32(tail, crc);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((head.length + kept.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    deflatePiece(head, false, fast),
    deflatedKept(kept),
    deflatePiece(tail, true, fast),
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

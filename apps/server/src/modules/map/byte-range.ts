/** One satisfiable byte range, inclusive ends, as `Range: bytes=start-end` asks. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a single-range `Range` header against a file of `size` bytes (RFC 9110 §14.1.2):
 * `bytes=a-b`, `bytes=a-` and the suffix `bytes=-n`. Returns null when there is no usable header
 * (answer the whole file), 'unsatisfiable' for a range outside the file (answer 416). Several
 * ranges are not supported: the whole file is answered, as the RFC allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

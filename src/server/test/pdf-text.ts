import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, one string per drawn run, in drawing order: each content
 * stream is inflated (node:zlib) and its text operators (`Tj`, `TJ`) are read, hex strings decoded
 * as the standard fonts' single-byte codes. Enough to read back our own invoices in tests; not a
 * general PDF reader (ADR 0098 says why no extraction library is used).
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = source.slice(source.lastIndexOf('<<', match.index), match.index);
    let body = Buffer.from(source.slice(start, end), 'latin1');
    if (dictionary.includes('/FlateDecode')) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    runs.push(...textRuns(body.toString('latin1')));
    streams.lastIndex = end;
  }
  return runs;
}

function decodeHex(hex: string): string {
  return Buffer.from(hex.replace(/\s+/g, ''), 'hex').toString('latin1');
}

function textRuns(content: string): string[] {
  const runs: string[] = [];
  for (const [, array, single] of content.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>)\s*Tj/g)) {
    const parts = (array ?? single ?? '').match(/<[0-9a-fA-F\s]*>/g) ?? [];
    runs.push(parts.map((part) => decodeHex(part.slice(1, -1))).join(''));
  }
  return runs;
}

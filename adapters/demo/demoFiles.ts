import { crc32, deflateSync } from 'node:zlib';

/**
 * Real, small files for the demo documents: a one-page PDF with text lines and a PNG drawing of a hall
 * with the booth highlighted. Built in code so the demo needs no binary assets.
 */

/** A valid one-page A4 PDF (PDF 1.4, Helvetica) showing a title and some lines. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F1 20 Tf 72 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td',
    ...lines.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pdfText(value: string): string {
  return value
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\xff]/g, '?')
    .replace(/([\\()])/g, '\\$1');
}

type Rgb = readonly [number, number, number];

/**
 * A PNG (8-bit RGB) of a hall: a grid of booths, the one at `highlight` in red. `columns` x `rows`
 * booths of 24 x 16 pixels with a 4-pixel aisle.
 */
export function demoHallPng(columns: number, rows: number, highlight: number): Buffer {
  const cell = { width: 24, height: 16, aisle: 4 };
  const width = columns * (cell.width + cell.aisle) + cell.aisle;
  const height = rows * (cell.height + cell.aisle) + cell.aisle;
  const colourAt = (x: number, y: number): Rgb => {
    const column = Math.floor((x - cell.aisle) / (cell.width + cell.aisle));
    const row = Math.floor((y - cell.aisle) / (cell.height + cell.aisle));
    const insideX = (x - cell.aisle) % (cell.width + cell.aisle) < cell.width && x >= cell.aisle;
    const insideY = (y - cell.aisle) % (cell.height + cell.aisle) < cell.height && y >= cell.aisle;
    if (!insideX || !insideY || column >= columns || row >= rows) return [236, 236, 236];
    return row * columns + column === highlight ? [200, 16, 46] : [120, 144, 168];
  };
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * (width * 3 + 1);
    raw[rowStart] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      raw.set(colourAt(x, y), rowStart + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A small square logo as an inline SVG data URL. */
export function demoLogo(initials: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" rx="16" fill="${colour}"/>` +
    `<text x="60" y="74" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="bold" ` +
    `fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * The documents the fake Asaas hands out: a Pix "copia e cola" payload (an EMV BR Code with a valid CRC), a
 * QR-looking PNG, a boleto's barcode and digitable line (with valid check digits) and a one-page PDF.
 */

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();

function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as the Pix BR Code standard uses for field 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A dynamic Pix BR Code for `amount` reais, shaped like the ones Asaas returns. */
export function pixPayload(input: {
  location: string;
  amount: number;
  merchant: string;
  city: string;
}): string {
  const merchant = tlv('00', 'br.gov.bcb.pix') + tlv('25', input.location);
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', merchant) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', input.amount.toFixed(2)) +
    tlv('58', 'BR') +
    tlv('59', ascii(input.merchant).toUpperCase().slice(0, 25) || 'ASAAS') +
    tlv('60', ascii(input.city).toUpperCase().slice(0, 15) || 'SAO PAULO') +
    tlv('62', tlv('05', '***'));
  return `${body}6304${crc16(`${body}6304`)}`;
}

const CRC32_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC32_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A valid grayscale PNG (base64) that looks like a QR code: three finder squares and modules drawn from the
 * payload's hash. It is not scannable; the payload is what a buyer would copy.
 */
export function qrLikePng(payload: string): string {
  const modules = 29;
  const quiet = 4;
  const scale = 5;
  const size = (modules + quiet * 2) * scale;
  const bits = createHash('sha512').update(payload).digest();
  const finder = (x: number, y: number) => {
    for (const [ox, oy] of [
      [0, 0],
      [modules - 7, 0],
      [0, modules - 7],
    ] as const) {
      const dx = x - ox;
      const dy = y - oy;
      if (dx >= 0 && dx < 7 && dy >= 0 && dy < 7) {
        const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
        return ring !== 1;
      }
    }
    return null;
  };
  const dark = (x: number, y: number) => {
    const fixed = finder(x, y);
    if (fixed !== null) return fixed;
    const index = y * modules + x;
    return (((bits[(index >> 3) % bits.length] ?? 0) >> (index & 7)) & 1) === 1;
  };
  const raw = Buffer.alloc(size * (size + 1), 255);
  for (let py = 0; py < size; py++) {
    raw[py * (size + 1)] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const mx = Math.floor(px / scale) - quiet;
      const my = Math.floor(py / scale) - quiet;
      const inside = mx >= 0 && my >= 0 && mx < modules && my < modules;
      if (inside && dark(mx, my)) raw[py * (size + 1) + 1 + px] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return png.toString('base64');
}

function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 1 || dv >= 10 ? 1 : dv;
}

/** The FEBRABAN due-date factor (days since 1997-10-07, restarting at 1000 on 2025-02-22). */
function dueFactor(dueDate: string): string {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.UTC(1997, 9, 7)) / 86_400_000);
  const factor = days > 9999 ? ((days - 10_000) % 9000) + 1000 : days;
  return String(factor).padStart(4, '0');
}

/** A boleto's 44-digit barcode and 47-digit digitable line, with valid FEBRABAN check digits. */
export function boletoNumbers(input: { valueCents: number; dueDate: string; nossoNumero: string }) {
  const bank = '461';
  const currency = '9';
  const free = `${'1234'}${input.nossoNumero.padStart(11, '0')}${'0'.repeat(10)}`.slice(0, 25);
  const factorValue = `${dueFactor(input.dueDate)}${String(input.valueCents).padStart(10, '0')}`;
  const withoutDv = `${bank}${currency}${factorValue}${free}`;
  const dv = mod11(withoutDv);
  const barCode = `${bank}${currency}${dv}${factorValue}${free}`;
  const field1 = `${bank}${currency}${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  const identificationField =
    `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}` + `${dv}${factorValue}`;
  return { barCode, identificationField };
}

const pdfText = (text: string) => ascii(text).replace(/[\\()]/g, (c) => `\\${c}`);

/** A valid one-page PDF showing these lines of text (accents dropped). */
export function simplePdf(lines: string[]): Buffer {
  const content = [
    'BT',
    '/F1 12 Tf',
    '16 TL',
    '50 790 Td',
    ...lines.map((l) => `(${pdfText(l)}) Tj T*`),
    'ET',
  ]
    .join('\n')
    .concat('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}endstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

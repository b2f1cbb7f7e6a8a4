import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/**
 * A 600x450 (4:3) PNG with a diagonal two-colour gradient and soft rings, so each demo product has a
 * distinct, real image without shipping binary assets.
 */
export function gradientPng(from: Rgb, to: Rgb, width = 600, height = 450): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const dx = x - width * 0.72;
      const dy = y - height * 0.3;
      const ring = 0.08 * Math.max(0, Math.cos(Math.sqrt(dx * dx + dy * dy) / 18));
      for (let c = 0; c < 3; c++) {
        const value = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t;
        raw[row + 1 + x * 3 + c] = Math.min(255, Math.round(value + 255 * ring));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

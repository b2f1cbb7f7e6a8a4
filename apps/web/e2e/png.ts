import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG file (8-bit RGB, no interlace) of width × height, each pixel from `pixel(x, y)`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  let offset = 0;
  for (let y = 0; y < height; y++) {
    rows[offset++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      rows.set(pixel(x, y), offset);
      offset += 3;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A `size`×`size` square with a diagonal two-colour split. */
export function makePng(size: number): Buffer {
  return encodePng(size, size, (x, y) => (x > y ? [124, 58, 237] : [236, 72, 153]));
}

/** One colour in a soft horizontal gradient, so the pictures look like pictures. */
export function gradientPng(width: number, height: number, [r, g, b]: Rgb): Buffer {
  return encodePng(width, height, (x) => {
    const shade = 0.75 + (0.25 * x) / width;
    return [Math.round(r * shade), Math.round(g * shade), Math.round(b * shade)];
  });
}

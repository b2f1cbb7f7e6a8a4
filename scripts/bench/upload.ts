// Upload throughput: one 100 MB image streamed over HTTP to the local-disk storage, with the process's
// peak RSS while it runs (client and server share this process, so it bounds both).
import { Readable } from 'node:stream';

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function measureUpload(origin: string, cookie: string, sizeMb = 100) {
  const size = sizeMb * MB - 4096;
  const boundary = '----afilia-bench';
  const chunk = Buffer.alloc(256 * 1024, 3);
  const body = Readable.from(
    (function* () {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      yield PNG_HEAD;
      let sent = PNG_HEAD.length;
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        yield n === chunk.length ? chunk : chunk.subarray(0, n);
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const response = await fetch(`${origin}/api/uploads/product-images`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, origin },
    body: Readable.toWeb(body) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return {
    sizeMb: size / MB,
    seconds,
    mbPerSecond: size / MB / seconds,
    rssBeforeMb: rssBefore / MB,
    peakRssMb: peak / MB,
  };
}

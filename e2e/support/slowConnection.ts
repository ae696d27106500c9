/**
 * A slow connection in front of the site, so a test sees every state a page passes through while
 * it arrives: the HTML comes in pieces the size of one network packet (1,460 bytes), one every
 * 20 ms, and a font 1.5 s after it is asked for, once the page has painted in the fallback font. Each piece ends at the
 * end of a tag: a cut inside the words of a centred paragraph paints its first words centred and
 * then moves them, which is the browser's way with any centred text and not a fault of the layout
 * (docs/testing.md).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const packet = 1_460;
const packetGap = 20;
const fontDelay = 1_500;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** `html` cut into packets, each ending where a tag ends (or at a packet's size if no tag does). */
export function packets(html: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  for (let start = 0; start < html.length;) {
    const tagEnd = html.lastIndexOf('>', start + packet - 1);
    const end = start + packet >= html.length ? html.length : tagEnd >= start ? tagEnd + 1 : start + packet;
    pieces.push(html.subarray(start, end));
    start = end;
  }
  return pieces;
}

/** Serves `origin` slowly on a port of 127.0.0.1; returns its address and a way to stop it. */
export async function slowConnection(origin: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', origin), { redirect: 'manual' });
      const headers = [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name));
      response.writeHead(upstream.status, Object.fromEntries(headers));
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? '';
      if (type.startsWith('font/')) await pause(fontDelay);
      if (!type.startsWith('text/html')) return void response.end(body);
      for (const piece of packets(body)) {
        response.write(piece);
        await pause(packetGap);
      }
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

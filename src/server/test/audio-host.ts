import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeMp3, makeWav } from '../../../e2e/fixtures/audio.ts';

/**
 * A real HTTP server on loopback standing in for remote audio hosts (third parties in tests):
 * /tone.wav, /silence.mp3, /page.html, /redirect?to=URL, /redirects/N (a chain), /big (over 20 MB), /drip (never ends), /missing.
 */
export async function startAudioHost() {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const send = (type: string, body: Uint8Array | string) => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
    const status = /^\/status\/(\d{3})$/.exec(url.pathname);
    if (status) {
      response.writeHead(Number(status[1]), { 'content-type': 'text/plain' });
      return response.end('no');
    }
    if (url.pathname === '/tone.wav') return send('audio/wav', makeWav());
    if (url.pathname === '/silence.mp3') return send('audio/mpeg', makeMp3());
    if (url.pathname === '/page.html') return send('text/html', '<!doctype html><p>not audio</p>');
    if (url.pathname === '/redirect') {
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
      return response.end();
    }
    const chain = /^\/redirects\/(\d+)$/.exec(url.pathname);
    if (chain) {
      const left = Number(chain[1]);
      response.writeHead(302, { location: left > 0 ? `/redirects/${left - 1}` : '/tone.wav' });
      return response.end();
    }
    if (url.pathname === '/big') {
      // No Content-Length: the cap must hold while streaming.
      response.writeHead(200, { 'content-type': 'audio/wav' });
      const chunk = new Uint8Array(1024 * 1024);
      chunk.set(makeWav({ seconds: 0.01 }));
      let sent = 0;
      const pump = () => {
        while (sent < 22) {
          sent++;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      return pump();
    }
    if (url.pathname === '/drip') {
      // A slow host: one byte now and then, never finishing; only a total deadline ends the download.
      response.writeHead(200, { 'content-type': 'audio/wav' });
      const drip = setInterval(() => response.write('R'), 100);
      response.write('R');
      return response.on('close', () => clearInterval(drip));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

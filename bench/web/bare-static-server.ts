/**
 * The baseline of the static-throughput bench: a bare node:http server answering every GET with one file via
 * fs.createReadStream (`node bench/web/bare-static-server.ts <file> <content-type> [content-encoding]`); prints
 * `listening:<port>`.
 */
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

const [file = '', contentType = 'application/octet-stream', encoding = ''] = process.argv.slice(2);
const size = statSync(file).size;
const server = http.createServer((request, response) => {
  response.writeHead(200, {
    'content-type': contentType,
    'content-length': size,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  createReadStream(file).pipe(response);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening:${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

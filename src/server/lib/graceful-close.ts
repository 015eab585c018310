import type { Server, ServerResponse } from 'node:http';

/** How long shutdown waits for requests in flight before it drops their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Graceful close of an HTTP server: stop accepting connections, let requests in flight finish (telling
 * their clients `Connection: close`), drop idle keep-alive connections as soon as they are idle, and after
 * the grace period drop whatever is still open.
 */
export function gracefulCloser(server: Server, graceMs = SHUTDOWN_GRACE_MS) {
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (closing) closeAfter(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    close(): Promise<void> {
      closing = true;
      for (const response of inFlight) closeAfter(response);
      return new Promise<void>((resolve) => {
        const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
        deadline.unref();
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

function closeAfter(response: ServerResponse) {
  if (!response.headersSent) response.setHeader('connection', 'close');
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonServer {
  url: string;
  /** Every path (with its query) asked so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** What the server answers a request: a status and a JSON body, or `hang` (never answers: the caller's time box ends it). */
export type Answer = { status?: number; body: unknown } | 'hang';

/**
 * A real HTTP server on 127.0.0.1 (a free port) answering JSON, for the geocoder and routing
 * clients: they speak HTTP to it as to the real services, nothing of theirs is mocked.
 */
export async function startJsonServer(answer: (url: URL) => Answer): Promise<JsonServer> {
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const reply = answer(url);
    if (reply === 'hang') {
      hanging.add(response);
      return;
    }
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

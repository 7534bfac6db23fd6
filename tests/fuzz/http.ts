/**
 * Sends one request over real HTTP with node:http, as raw as node allows: the request target as
 * given (percent-encoding untouched), headers repeated when listed twice, the body's bytes as they
 * are (invalid UTF-8 included). A request that gets no answer in time is an answer of its own kind.
 */
import http from 'node:http';

export interface WireRequest {
  method: string;
  /** Path and query as they go on the wire. */
  target: string;
  /** Header lines; a name listed twice is sent twice. */
  headers: readonly (readonly [string, string])[];
  body?: Buffer;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** No answer: the connection broke or the time ran out before a status line came. */
export class NoAnswer extends Error {}

export function sendRequest(
  origin: URL,
  agent: http.Agent,
  request: WireRequest,
  timeoutMs: number,
): Promise<Answer> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of request.headers) {
    const previous = headers[name];
    headers[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  if (request.body !== undefined) headers['content-length'] = String(request.body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.target,
        headers,
        agent,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', (error) => reject(new NoAnswer(`answer broke off: ${error.message}`)));
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new NoAnswer(`no answer in ${timeoutMs} ms`)));
    outgoing.on('error', (error) => {
      // The server may answer (413) and close before the whole body is written: that is an answer.
      if (!answered) reject(error instanceof NoAnswer ? error : new NoAnswer(`no answer: ${error.message}`));
    });
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

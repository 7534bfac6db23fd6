/**
 * Answers of the contract's `fixed` JSON operations (ResponseSpec in api/contract.ts: the text
 * register). The same parameters give the same answer for the server's whole run, and nobody's
 * personal data is in it, so each answer is made once per server and parameters:
 *
 * - serialized once, and compressed once with brotli and gzip in zlib's thread pool (never on the
 *   request thread); sent as the request's `Accept-Encoding` prefers, else as it is, always with
 *   `Vary: Accept-Encoding` (the Finnish register's `rest` part: 46.6 kB as JSON, 13.3 kB gzip,
 *   11.9 kB brotli);
 * - with an `ETag` of its content and `Cache-Control: public, no-cache`: the browser keeps it and
 *   asks again at each use, and an unchanged answer is a 304 without a body. A new deployment with
 *   other texts has another ETag, so nobody keeps an old register. The tag is weak (`W/"…"`): the
 *   brotli, gzip and plain bytes are one answer, not byte for byte the same (RFC 9110 §8.8.1), which
 *   is all `If-None-Match` needs.
 *
 * The parameters are the route's checked ones (register.ts), so the answers kept are bounded by
 * what the contract's parameter schemas allow (the register: 2 languages × 3 parts). register.ts
 * refuses `fixed` on an operation that needs a session: a kept, shared answer is nobody's.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const FIXED_CACHE_CONTROL = 'public, no-cache';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

interface Made {
  etag: string;
  identity: Buffer;
  encoded: Record<Encoding, Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function make(produce: () => Promise<unknown>): Promise<Made> {
  const identity = Buffer.from(JSON.stringify(await produce()), 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { etag, identity, encoded: { br, gzip: gz } };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether `If-None-Match` names this ETag (weakly compared, as RFC 9110 asks of it) or is `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === '*' || opaque(tag) === opaque(etag));
}

/** The encoding to send: the best of ours that the request accepts (`*` counts as gzip), or none. */
function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), [...ENCODINGS]);
  return ENCODINGS.find((encoding) => encoding === chosen);
}

/**
 * The fixed answers of one operation, by its checked parameters (`key`): `produce` (the operation's
 * handler) runs for the first request of a key only, and the answer it gives is kept.
 */
export function fixedAnswers(): (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<unknown>,
) => Promise<FastifyReply> {
  const made = new Map<string, Promise<Made>>();
  return async (request, reply, key, produce) => {
    let pending = made.get(key);
    if (!pending) {
      made.set(key, (pending = make(produce)));
      // A failed answer or compression is not kept: the next request makes it again.
      pending.catch(() => made.delete(key));
    }
    const { etag, identity, encoded } = await pending;
    reply.header('cache-control', FIXED_CACHE_CONTROL).header('etag', etag).header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8');
    if (!encoding) return reply.send(identity);
    return reply.header('content-encoding', encoding).send(encoded[encoding]);
  };
}

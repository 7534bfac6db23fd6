/**
 * How the server answers what goes wrong outside a handler's own answers: errors thrown (ApiError,
 * FieldErrors, Fastify's parser and limit errors, a database out of reach), requests that arrive
 * while it closes, paths the router cannot read and requests the HTTP parser refused. Every one in
 * the shapes of server/README.md: 400 `[{ path, label, message, code }]`, others `{ code, message }`.
 */
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_CODE } from '../../engine/core/errorCodes.ts';
import { t } from '../../texts/index.ts';
import { databaseUnavailableIn } from '../db/index.ts';
import { requestLanguage, text } from '../language.ts';
import { ApiError, bodyError, fieldError, FieldErrors, TEXT_CODES, UPLOAD_TEXT_CODES } from './errors.ts';

/** Seconds a client is asked to wait (Retry-After) after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The server's error handler: parser and limit errors in our shapes, a database that cannot be
 * reached 503 `{ code: 152012, message }` (never a 500: the request may succeed in a moment), the
 * rest a logged 500.
 */
export function registerApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = databaseUnavailableIn(error);
    if (unavailable) {
      const cause = unavailable.cause instanceof Error ? unavailable.cause : unavailable;
      request.log.warn(
        { reason: cause.message, code: (cause as { code?: unknown }).code },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          code: TEXT_CODES.databaseUnavailable,
          message: text(request, TEXT_CODES.databaseUnavailable),
        });
    }
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send({ code: error.textCode, message: t(requestLanguage(request), error.textCode, error.params) });
    }
    if (error instanceof FieldErrors)
      return reply
        .code(400)
        .send(
          error.errors.map((each) =>
            'message' in each
              ? each
              : fieldError(
                  request,
                  each.path,
                  each.labelCode ? text(request, each.labelCode) : each.path.split('/').pop() || '',
                  each.textCode,
                ),
          ),
        );
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply
          .code(413)
          .send({ code: TEXT_CODES.tooLarge, message: text(request, TEXT_CODES.tooLarge) });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send(bodyError(request, TEXT_CODES.malformedJson));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .code(400)
          .send(
            bodyError(
              request,
              request.routeOptions.config.multipart ? UPLOAD_TEXT_CODES.notMultipart : TEXT_CODES.notJson,
            ),
          );
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Any other client error Fastify raised (e.g. a bad body encoding): a 400 in our shape.
      request.log.info({ code: error.code }, 'client error');
      return reply.code(400).send(bodyError(request, GENERIC_ERROR_CODE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ code: TEXT_CODES.serverError, message: text(request, TEXT_CODES.serverError) });
  });
}

/**
 * While the server closes (`app.close()`, on SIGTERM), requests that still arrive on open
 * connections are answered 503 `{ code: 152013, message }`, and every answer sent from then on,
 * also of the requests in flight, carries `Connection: close`, so that no keep-alive connection
 * keeps the close waiting. app.ts turns Fastify's own 503 (`return503OnClosing`, a body without a
 * text code) off; register this before any other `onRequest` hook, so that a closing server does
 * no other work (no session lookup) for a request it refuses.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ code: TEXT_CODES.shuttingDown, message: text(request, TEXT_CODES.shuttingDown) });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * Fastify's `frameworkErrors` (app.ts gives it to the Fastify constructor): what the router meets
 * before any route. A path that is not valid percent-encoded UTF-8 (FST_ERR_BAD_URL) or a path
 * parameter longer than the router takes (FST_ERR_MAX_PARAM_LENGTH) is a 400 in our shape, not
 * Fastify's own body without a text code; anything else a logged 500.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply
      .code(400)
      .send([fieldError(request, '', text(request, TEXT_CODES.urlLabel), TEXT_CODES.urlInvalid)]);
    return;
  }
  request.log.error({ err: error }, 'request failed');
  reply.code(500).send({ code: TEXT_CODES.serverError, message: text(request, TEXT_CODES.serverError) });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser could not read (a bad byte in a
 * header, a broken request line) never becomes a request, so it has no language and no hooks. It
 * gets a 400 with the Finnish text of 152011 (the default language), or, for headers larger than the
 * parser takes, a 431 with 152014, and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return;
  // Too large headers are not a field of the request: 431 `{ code, message }` as every other 4xx
  // that is not a 400; anything else the parser refused is the request's address, a 400.
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(
    tooLarge
      ? { code: TEXT_CODES.headersTooLarge, message: t('fi', TEXT_CODES.headersTooLarge) }
      : [
          {
            path: '',
            label: t('fi', TEXT_CODES.urlLabel),
            message: t('fi', TEXT_CODES.urlInvalid),
            code: TEXT_CODES.urlInvalid,
          },
        ],
  );
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

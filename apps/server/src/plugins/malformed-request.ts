import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

// Node's parser errors that mean the client took too long, or sent too large a head.
const STATUS_OF: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };
const MESSAGE_OF: Record<number, string> = {
  408: 'The request did not arrive in time.',
  431: 'The request headers are too large.',
  400: 'The request is not valid HTTP (for example, a Content-Length that does not match the body).',
};

/**
 * Fastify's `clientErrorHandler`: what the socket gets when Node cannot parse
 * a request at all (bytes after a too-short Content-Length, a request that
 * never finishes). Same `{error, issues}` body as every other failure.
 */
export function malformedRequestReply(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_OF[error.code ?? ''] ?? 400;
  const body = JSON.stringify({ error: MESSAGE_OF[status], issues: [{ path: '', message: MESSAGE_OF[status] }] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

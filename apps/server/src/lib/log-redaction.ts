import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach a log: codes, passwords, tokens and the like. */
const SECRET_NAME =
  /^(otp|code|tac|pin|key|password|passwd|pwd|token|secret|signature)$|(password|token|secret|otp)$/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A request URL as it may be logged: the value of every secret query parameter (`otp`, `code`,
 * `password`, `sec_password`, `token`…, however its name is percent-encoded) replaced by
 * `[REDACTED]`; the path and other parameters kept.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_NAME.test(decodedName(name).trim()) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's logger options with the request serializer that redacts URLs (the access log's
 * `incoming request` lines), whatever level or destination the caller chose.
 */
export function redactingLogger(
  options: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!options) return options;
  const base = options === true ? {} : options;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

import type { Logger } from 'better-auth';

/** The part of Fastify's (pino) logger that better-auth's messages go to. */
export interface AuthLog {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Routes better-auth's own log lines into the service log, so they carry its level and format. */
export function authLogger(log: AuthLog): Logger {
  return {
    level: 'info',
    log(level, message, ...args) {
      const details =
        args.length === 0
          ? {}
          : { details: args.map((arg: unknown) => (arg instanceof Error ? { message: arg.message, stack: arg.stack } : arg)) };
      log[level]({ component: 'better-auth', ...details }, message);
    },
  };
}

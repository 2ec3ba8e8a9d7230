// Each request's logger, made only when something is logged at an enabled level
// (withLazyRequestLoggers gives Fastify a server logger whose children are these). Fastify gives
// every request a pino child bound to its request id; building one (the bindings serialised to
// JSON, a new prototype, its level set) was ~2–3 µs of every answer's
// CPU (issue 12's cost pass), and at the usual levels most requests log nothing: the access line
// is `info`, the bench and quiet deployments run at `warn`. A line that is written comes from the
// same child, made with the same bindings and options, so it reads exactly as before.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildOptions = Parameters<ChildLoggerFactory>[2];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's view of a logger this needs (the gateway's is pino: platform createLogger). */
interface PinoLike extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
  levels: { values: Record<string, number> };
}

class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
    private readonly opts: ChildOptions,
  ) {}

  /** The real child, made on first need. */
  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.opts));
  }

  /** Whether `level` would be written, without making the child (a route's own level wins). */
  private enabled(level: Level): boolean {
    const own = this.opts.level;
    if (!own) return this.parent.isLevelEnabled(level);
    const values = this.parent.levels.values;
    return own !== 'silent' && values[level]! >= values[own]!;
  }

  get level(): string {
    return this.made ? this.made.level : (this.opts.level ?? this.parent.level);
  }
  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings, opts?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, opts);
  }

  silent(): void {}
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.made && !this.enabled(level)) return;
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }
}

/** A request logger that becomes a pino child of `logger` only when it writes (the shape of Fastify's
 *  `childLoggerFactory`). */
export const lazyRequestLogger: ChildLoggerFactory = function (logger, bindings, opts) {
  return new LazyRequestLogger(logger as PinoLike, bindings, opts) as unknown as FastifyBaseLogger;
};

/**
 * The logger to give Fastify as its `loggerInstance`. Fastify derives the server's logger from it
 * once at start (`child({}, …)`, with its serializers) and each request's logger from that one with
 * `child(bindings, opts)`; the server's logger made here is that pino child itself — every method,
 * level and binding through the prototype, as pino makes its own children — but its `child()` is
 * lazyRequestLogger. Given a `childLoggerFactory` of ours instead, Fastify also checked the seven
 * methods of every logger it returned: ~1.5 µs of each answer's CPU (issue 12), a check it skips for
 * its own factory. Were Fastify to use the instance itself, its requests' loggers would be plain pino
 * children: the same lines, made eagerly.
 */
export function withLazyRequestLoggers(root: FastifyBaseLogger): FastifyBaseLogger {
  const instance = Object.create(root) as FastifyBaseLogger;
  instance.child = ((bindings: Bindings, opts?: ChildOptions) => {
    const server = root.child(bindings, opts);
    const view = Object.create(server) as FastifyBaseLogger;
    view.child = ((b: Bindings, o?: ChildOptions) => new LazyRequestLogger(server as PinoLike, b, o ?? {})) as unknown as FastifyBaseLogger['child'];
    return view;
  }) as FastifyBaseLogger['child'];
  return instance;
}

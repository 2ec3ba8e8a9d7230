// Each request's logger (Fastify's childLoggerFactory), made only when something is logged at an
// enabled level. Fastify gives every request a pino child bound to its request id; building one
// (the bindings serialised to JSON, a new prototype, its level set) was ~2–3 µs of every answer's
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

/** Fastify's `childLoggerFactory`: a request logger that becomes a pino child only when it writes. */
export const lazyRequestLogger: ChildLoggerFactory = function (logger, bindings, opts) {
  return new LazyRequestLogger(logger as PinoLike, bindings, opts) as unknown as FastifyBaseLogger;
};

// What the request reports about itself, kept ambient because threading it would touch every model: the request id
// that logError's lines carry, the D1 round trips and their time (Server-Timing), when the content shown stops
// being true (the edge cache's lifetime), and the Worker's waitUntil (afterResponse). Everything else a request
// carries travels explicitly: the session user and who is acting as arguments or React Router contexts, the nonce
// and "static page" as contexts (request-context.ts). docs/decisions/0022 says why these four stay here.
//
// The state is private to this module: the Worker entry starts it (runWithRequestTelemetry), code below only calls
// the narrow functions here, each of which does one thing (count a round trip, note a moment, log, defer work).
import { AsyncLocalStorage } from "node:async_hooks";

/** What the Worker entry knows about the request when it starts it. */
export type RequestTelemetryStart = {
  requestId: string;
  method: string;
  path: string;
  /** The Worker's `ctx.waitUntil`: work that must finish after the response is sent (e-mail, cache). */
  waitUntil?: (promise: Promise<unknown>) => void;
};

type Telemetry = Readonly<RequestTelemetryStart> & {
  d1Queries: number;
  d1Ms: number;
  /** The earliest moment (ms since the epoch) at which what this response shows stops being true. */
  changesAt: number | undefined;
};

const storage = new AsyncLocalStorage<Telemetry>();

/** Runs the request's work with its telemetry; the Worker entry's one call, around everything it does. */
export function runWithRequestTelemetry<T>(start: RequestTelemetryStart, fn: () => T): T {
  return storage.run({ ...start, d1Queries: 0, d1Ms: 0, changesAt: undefined }, fn);
}

/** The id the client got in `X-Request-Id`, for an answer that quotes it; undefined outside a request. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Notes that the response's content changes at `at` (the earliest time wins): a list that shows posts while one is
 * scheduled is true only until that post goes live. Nothing outside a request.
 */
export function contentChangesAt(at: Date | null | undefined): void {
  const telemetry = storage.getStore();
  if (!telemetry || !at) return;
  telemetry.changesAt = Math.min(telemetry.changesAt ?? Infinity, at.getTime());
}

/** When what this request's response shows stops being true (ms since the epoch), if anything said so. */
export function contentChangesAtNoted(): number | undefined {
  return storage.getStore()?.changesAt;
}

/** One structured log line per failure, tied to the request id the client got in `X-Request-Id`. */
export function logError(error: unknown, details: Record<string, unknown> = {}): void {
  const telemetry = storage.getStore();
  const err = error instanceof Error ? error : new Error(String(error));
  const cause = (err as { cause?: unknown }).cause;
  console.error(
    JSON.stringify({
      level: "error",
      requestId: telemetry?.requestId,
      method: telemetry?.method,
      path: telemetry?.path,
      message: err.message,
      cause: cause === undefined ? undefined : String(cause),
      stack: err.stack,
      ...details,
    }),
  );
}

/**
 * Runs work after the response has gone out, without ever failing the request: a failure is logged with the
 * request id. Outside a request (a test calling a model directly) the work simply runs and is awaited.
 */
export function afterResponse(work: () => Promise<unknown>): Promise<void> {
  const waitUntil = storage.getStore()?.waitUntil;
  const run = work().then(
    () => undefined,
    (error) => logError(error, { what: "after-response work failed" }),
  );
  if (waitUntil) waitUntil(run);
  return waitUntil ? Promise.resolve() : run;
}

async function timed<T>(work: () => Promise<T>): Promise<T> {
  const telemetry = storage.getStore();
  const started = performance.now();
  try {
    return await work();
  } finally {
    if (telemetry) {
      telemetry.d1Queries += 1;
      telemetry.d1Ms += performance.now() - started;
    }
  }
}

const RUNNERS = new Set(["all", "run", "raw", "first"]);
const originals = new WeakMap<object, D1PreparedStatement>();

function countedStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, property) {
      if (property === "bind") {
        return (...values: unknown[]) => countedStatement(target.bind(...values));
      }
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (RUNNERS.has(String(property))) {
        return (...args: unknown[]) => timed(() => value.apply(target, args));
      }
      return value.bind(target);
    },
  });
  originals.set(proxy, statement);
  return proxy;
}

/** The D1 binding, counting each round trip (a statement run, a batch, an exec) against the current request. */
export function countedD1(database: D1Database): D1Database {
  return new Proxy(database, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "prepare") return (sql: string) => countedStatement(target.prepare(sql));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          timed(() => target.batch(statements.map((s) => originals.get(s) ?? s)));
      }
      if (property === "exec") return (sql: string) => timed(() => target.exec(sql));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** `Server-Timing` for the current request: D1 round trips and their time, for the bench and browser dev tools. */
export function serverTiming(): string {
  const telemetry = storage.getStore();
  const queries = telemetry?.d1Queries ?? 0;
  return `db;dur=${(telemetry?.d1Ms ?? 0).toFixed(1)};desc="${queries} D1 queries"`;
}

// Per-request bookkeeping that any server code can reach without threading it through: the request id for
// logs, and how many D1 round trips the request made (reported in the Server-Timing header).
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestStore = {
  requestId: string;
  method: string;
  path: string;
  d1Queries: number;
  d1Ms: number;
  /** Set once the request is known to come from signed-in staff (an /api write by them may change public pages). */
  staff?: boolean;
  /** The signed-in staff user, once a guard has read them: who the audit log names (models/audit-log.server.ts). */
  actor?: { id: number; email: string };
  /**
   * When what this response shows stops being true (ms since the epoch): the moment the next scheduled post goes
   * live. The edge cache keeps the page no longer than that (edge-cache.server.ts).
   */
  changesAt?: number;
  /** The client's address, noted by the same guards, for audit entries written where the request is not at hand. */
  clientIp?: string;
  /** The validated body of an /api write, which the audit entry summarises (api.server.ts `validate`). */
  auditInput?: unknown;
  /** Set once the request wrote its own, more specific audit entry: the pipelines then add no generic one. */
  audited?: boolean;
  /** The Worker's `ctx.waitUntil`: work that must finish after the response is sent (e-mail, cache). */
  waitUntil?: (promise: Promise<unknown>) => void;
};

const storage = new AsyncLocalStorage<RequestStore>();

export function runWithRequestStore<T>(store: RequestStore, fn: () => T): T {
  return storage.run(store, fn);
}

export function currentRequest(): RequestStore | undefined {
  return storage.getStore();
}

/** Notes that the response's content changes at `at` (the earliest time wins); nothing outside a request. */
export function contentChangesAt(at: Date | null | undefined): void {
  const store = currentRequest();
  if (!store || !at) return;
  store.changesAt = Math.min(store.changesAt ?? Infinity, at.getTime());
}

/** One structured log line per failure, tied to the request id the client got in `X-Request-Id`. */
export function logError(error: unknown, details: Record<string, unknown> = {}): void {
  const store = currentRequest();
  const err = error instanceof Error ? error : new Error(String(error));
  const cause = (err as { cause?: unknown }).cause;
  console.error(
    JSON.stringify({
      level: "error",
      requestId: store?.requestId,
      method: store?.method,
      path: store?.path,
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
  const store = currentRequest();
  const run = work().then(
    () => undefined,
    (error) => logError(error, { what: "after-response work failed" }),
  );
  if (store?.waitUntil) store.waitUntil(run);
  return store?.waitUntil ? Promise.resolve() : run;
}

async function timed<T>(work: () => Promise<T>): Promise<T> {
  const store = currentRequest();
  const started = performance.now();
  try {
    return await work();
  } finally {
    if (store) {
      store.d1Queries += 1;
      store.d1Ms += performance.now() - started;
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

/** `Server-Timing` for the request: D1 round trips and their time, for the bench and browser dev tools. */
export function serverTiming(store: RequestStore): string {
  return `db;dur=${store.d1Ms.toFixed(1)};desc="${store.d1Queries} D1 queries"`;
}

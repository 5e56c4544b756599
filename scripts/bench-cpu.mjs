// The bench's Worker CPU figures (issue 33): CPU per request kind from the runtime's own profiler, and the bundle's
// compressed size and startup time from `wrangler check startup`. performance.now() cannot measure CPU inside a
// Worker (workerd stops its clock while code runs, as Cloudflare does), so the bench asks V8 itself: it opens the
// inspector `wrangler dev` serves for the Worker (`--inspector-port`), and for each request starts the sampling
// profiler, sends the request, stops it and adds up the samples that were not idle. A sample counts what ran on the
// Worker's thread for that request: our code, the runtime's work for it (streams, headers) and garbage collection.
// The load generator waits between requests, so nothing else runs then.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import WebSocket from "ws";
import { root, wrangler } from "./lib.mjs";

/** The budgets of issue 33: a cached page ≤ 1 ms of CPU, a rendered public page ≤ 10 ms, startup, bundle size. */
export const CPU_BUDGET = { cached: 1, rendered: 10, startupMs: 400, bundleGzip: 3 * 1024 * 1024 };
const SAMPLING_US = 50;

/** A connection to the Worker's inspector: `activeMs(send)` times one request's CPU. */
export async function openProfiler(inspectorPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.on("open", resolve);
    ws.on("error", reject);
  });
  let last = 0;
  const waiting = new Map();
  ws.on("message", (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++last;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call("Profiler.enable");
  await call("Profiler.setSamplingInterval", { interval: SAMPLING_US });
  return {
    async activeMs(send) {
      await call("Profiler.start");
      await send();
      const { result } = await call("Profiler.stop");
      return activeTime(result.profile);
    },
    close: () => ws.close(),
  };
}

/** The profile's time outside "(idle)", in milliseconds. */
function activeTime(profile) {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  let us = 0;
  profile.samples.forEach((node, i) => {
    if (!idle.has(node)) us += profile.timeDeltas[i] ?? 0;
  });
  return us / 1000;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The median CPU of each request kind: `kinds` is [name, () => Promise<Response>, samples?, budget?]; each request is
 * sent a few times unprofiled first (compiled code, warm caches), then profiled one at a time.
 */
export async function cpuPerKind(profiler, kinds) {
  const rows = [];
  for (const [name, send, samples = 30, budget] of kinds) {
    const once = async () => {
      const res = await send();
      await res.arrayBuffer();
      if (res.status >= 500) throw new Error(`${name}: answered ${res.status}`);
    };
    for (let i = 0; i < 3; i++) await once();
    const times = [];
    for (let i = 0; i < samples; i++) times.push(await profiler.activeMs(once));
    rows.push({ name, ms: median(times), samples, budget });
  }
  return rows;
}

/** `wrangler check startup` on the current build: the bundle's gzip size and the startup profile's active time. */
export function startupAndBundle() {
  mkdirSync(join(root, "tmp"), { recursive: true });
  const outfile = join(root, "tmp", "worker-startup.cpuprofile");
  const out = wrangler(["check", "startup", "--outfile", outfile], { capture: true });
  rmSync(outfile, { force: true });
  const gzip = /gzip:\s*([\d.]+)\s*KiB/.exec(out);
  const active = /Active:\s*([\d.]+)\s*ms/.exec(out);
  if (!gzip || !active) throw new Error(`wrangler check startup said:\n${out}`);
  return { bundleGzip: Number(gzip[1]) * 1024, startupMs: Number(active[1]) };
}

// The bench's Worker CPU figures (issue 33): CPU per request kind, and the bundle's compressed size and startup time
// from `wrangler check startup`.
// A Worker cannot time its own CPU (workerd stops performance.now() while code runs, as Cloudflare does), and V8's
// sampling profiler through the inspector slowed the code it measured several times over (a cache hit's string
// work read as milliseconds). So the bench reads the kernel's account of the CPU the server's workerd processes ran
// (`/proc/<pid>/task/*/schedstat`, nanoseconds) around one request at a time, waits for the request's after-response
// work, and takes the median of each kind; from it, the median of a request for a static asset of the same server,
// which runs no Worker, sent in turn with it: the difference is what invoking the Worker costs, our code and the
// runtime's work for it.
// The load generator sends one request at a time and nothing else runs on the server then.
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { median } from "./bench-report.mjs";
import { root, wrangler } from "./lib.mjs";

/** The budgets of issue 33: a cached page ≤ 1 ms of CPU, a rendered public page ≤ 10 ms, startup, bundle size. */
export const CPU_BUDGET = { cached: 1, rendered: 10, startupMs: 400, bundleGzip: 3 * 1024 * 1024 };
const SETTLE_MS = 20;
/** Requests of a kind sent unmeasured first: V8 optimises a function after some calls, and an isolate on the edge
 * serves many requests, so the steady state is what counts (with 3, the first kind measured read 2-3 ms high; with 15,
 * a rendered /blog on a fresh server read 11.3 ms, then 8.8-9.6 ms once it had served 60 more). */
const WARM_UP = 60;

/** The workerd processes in a process group (the server wrangler started). */
function workerdPids(group) {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
        return pgrp === group && readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("workerd");
      } catch {
        return false; // gone meanwhile
      }
    });
}

/** CPU time the processes' threads have run, in nanoseconds. */
function cpuNs(pids) {
  let ns = 0;
  for (const pid of pids)
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // A thread that ended between the listing and the read.
      }
    }
  return ns;
}

/**
 * The median server CPU of each request kind, less a static asset's: `kinds` is { name, send, samples?, budget, asset }
 * with `send` and `asset.send` () => Promise<Response>. The asset is sent in turn with the kind, one request of each
 * (the asset first in even turns), each of them WARM_UP times unmeasured first (an asset once, however many kinds use
 * it), and a kind's Worker CPU is its median less the asset's median from those same turns: the machine's speed drifts
 * over the seconds a kind takes, and a baseline measured once before all the kinds read up to 1 ms off for the last
 * of them.
 */
export async function cpuPerKind(group, kinds) {
  const pids = workerdPids(group);
  if (pids.length === 0) throw new Error("no workerd process found for the server");
  const sample = async ({ name, send }) => {
    const before = cpuNs(pids);
    const res = await send();
    await res.arrayBuffer();
    if (res.status >= 500) throw new Error(`${name}: answered ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return (cpuNs(pids) - before) / 1e6;
  };
  const measured = [];
  const warm = new Set();
  for (const kind of kinds) {
    if (!warm.has(kind.asset)) for (let i = 0; i < WARM_UP; i++) await sample(kind.asset);
    warm.add(kind.asset);
    for (let i = 0; i < WARM_UP; i++) await sample(kind);
    const times = [];
    const floor = [];
    const samples = kind.samples ?? 30;
    for (let i = 0; i < samples; i++) {
      if (i % 2 === 0) floor.push(await sample(kind.asset));
      times.push(await sample(kind));
      if (i % 2 === 1) floor.push(await sample(kind.asset));
    }
    const total = median(times);
    measured.push({ ...kind, total, floor: median(floor), ms: Math.max(0, total - median(floor)), samples });
  }
  return measured;
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

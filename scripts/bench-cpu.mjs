// The bench's Worker CPU figures (issue 33): CPU per request kind, and the bundle's compressed size and startup time
// from `wrangler check startup`.
// A Worker cannot time its own CPU (workerd stops performance.now() while code runs, as Cloudflare does), and V8's
// sampling profiler through the inspector slowed the code it measured several times over (a cache hit's string
// work read as milliseconds). So the bench reads the kernel's account of the CPU the server's workerd processes ran
// (`/proc/<pid>/task/*/schedstat`, nanoseconds) around one request at a time, waits for the request's after-response
// work, and takes the median of each kind; from it, the median of a request for a static asset of the same server,
// which runs no Worker: the difference is what invoking the Worker costs, our code and the runtime's work for it.
// The load generator sends one request at a time and nothing else runs on the server then.
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { median } from "./bench-report.mjs";
import { root, wrangler } from "./lib.mjs";

/** The budgets of issue 33: a cached page ≤ 1 ms of CPU, a rendered public page ≤ 10 ms, startup, bundle size. */
export const CPU_BUDGET = { cached: 1, rendered: 10, startupMs: 400, bundleGzip: 3 * 1024 * 1024 };
const SETTLE_MS = 20;
/** Requests of a kind sent unmeasured first: V8 optimises a function after some calls, and an isolate on the edge
 * serves many requests, so the steady state is what counts (with 3, the first kind measured read 2-3 ms high). */
const WARM_UP = 15;

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
 * The median server CPU of each request kind, less the static asset's: `kinds` is [name, () => Promise<Response>,
 * samples?, budget?], the first of them the static asset. Each is sent WARM_UP times unmeasured first.
 */
export async function cpuPerKind(group, kinds) {
  const pids = workerdPids(group);
  if (pids.length === 0) throw new Error("no workerd process found for the server");
  const measured = [];
  for (const [name, send, samples = 30, budget] of kinds) {
    const once = async () => {
      const res = await send();
      await res.arrayBuffer();
      if (res.status >= 500) throw new Error(`${name}: answered ${res.status}`);
    };
    for (let i = 0; i < WARM_UP; i++) await once();
    const times = [];
    for (let i = 0; i < samples; i++) {
      const before = cpuNs(pids);
      await once();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      times.push((cpuNs(pids) - before) / 1e6);
    }
    measured.push({ name, total: median(times), samples, budget });
  }
  const floor = measured[0].total;
  return measured.map((m, i) => ({ ...m, ms: i === 0 ? 0 : Math.max(0, m.total - floor) }));
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

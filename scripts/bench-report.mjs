// The bench's figures in print: sizes, times, medians and a Markdown table (scripts/bench.mjs, bench-admin.mjs).
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
export const ms = (n) => `${n.toFixed(1)} ms`;
export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const median = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  );
export const pass = (ok) => (ok ? "pass" : "FAIL");

export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    "| " + r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(" | ") + " |";
  return [
    line(rows[0]),
    "| " + widths.map((w, i) => (i === 0 ? "-".repeat(w) : "-".repeat(w - 1) + ":")).join(" | ") + " |",
    ...rows.slice(1).map(line),
  ].join("\n");
}

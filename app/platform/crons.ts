// The Cron Trigger's schedules (wrangler.toml `[triggers] crons`): the jobs each runs are in app/server/cron.server.ts.

/** The crons in wrangler.toml: a frequent tick for queues and clocks, a daily one for retention sweeps. */
export const CRONS = { frequent: "*/5 * * * *", daily: "17 3 * * *" } as const;

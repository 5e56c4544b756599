// Every test file starts from a migrated database, and every test from a fresh edge-cache version (tests seed D1
// directly, around the write pipelines that would tell the cache).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { invalidatePublicPages } from "~/platform/edge-cache.server";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
beforeEach(() => invalidatePublicPages());

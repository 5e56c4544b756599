// My account (/admin/account and /api/account): one's own name, password change under the spec's rules with the
// current password (ending every other session), and the list of one's sessions with sign-out per session and for
// all others; none of it can reach another user's sessions, and each change is in the audit log.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { describeDevice } from "~/platform/user-agent";
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES, USER_MESSAGES } from "~/schemas/user";
import { errorsUnder, parse } from "../dom";
import { cookieOf, createStaff, get, page, PASSWORD, postForm, sendJson, signIn, uniqueEmail } from "../helpers";

const NEW_PASSWORD = "Brand-New-Pass-2";

const signedIn = async (cookie: string) =>
  (await get("/admin/account", { headers: { Cookie: cookie } })).status === 200;

/** A staff account signed in from two browsers. */
async function twoSessions(role: "admin" | "editor" = "editor") {
  const email = uniqueEmail("account");
  const id = await createStaff(email, role);
  const signInFrom = async (userAgent: string, address: string) => {
    const res = await get("/admin/login", {
      method: "POST",
      body: new URLSearchParams({ email, password: PASSWORD }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": userAgent,
        "CF-Connecting-IP": address,
      },
    });
    expect(res.status).toBe(302);
    return cookieOf(res, "cn_session")!;
  };
  const laptop = await signInFrom(
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    "203.0.113.10",
  );
  const phone = await signInFrom(
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "203.0.113.20",
  );
  return { id, email, laptop, phone };
}

const auditOf = async (userId: number, action: string) =>
  (
    await env.DB.prepare("SELECT * FROM audit_log WHERE actor_id = ? AND action = ? ORDER BY id")
      .bind(userId, action)
      .all<{ summary: string; entity: string; entity_id: string | null }>()
  ).results;

type ApiSession = { id: string; device: string; address: string; current: boolean; lastSeenAt: string };
const sessionsOf = async (cookie: string) =>
  (await (await get("/api/account/sessions", { headers: { Cookie: cookie } })).json<{ sessions: ApiSession[] }>())
    .sessions;

describe("describeDevice", () => {
  it("names common browsers and systems in plain words", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15",
      ),
    ).toBe("Safari on macOS");
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Linux",
    );
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0",
      ),
    ).toBe("Edge on Windows");
    expect(describeDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile")).toBe(
      "Chrome on Android",
    );
    expect(
      describeDevice("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36"),
    ).toBe("Chrome on Linux");
    expect(describeDevice("curl/8.5.0")).toBe("curl");
    expect(describeDevice(null)).toBe("Unknown device");
    expect(describeDevice("something")).toBe("Unknown device");
  });
});

describe("changing one's own password", () => {
  it("on My account: requires the right current password and the spec's rules, and sends no password back", async () => {
    const { id, laptop } = await twoSessions();
    const attempt = (fields: Record<string, string>) =>
      page("/admin/account", {
        method: "POST",
        body: new URLSearchParams({ intent: "password", ...fields }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: laptop },
      });
    const cases: [Record<string, string>, string][] = [
      [
        { currentPassword: "", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        ACCOUNT_MESSAGES.currentPassword,
      ],
      [{ currentPassword: PASSWORD, password: "short", confirmPassword: "short" }, USER_MESSAGES.passwordLength],
      [
        { currentPassword: PASSWORD, password: "nouppercase-1!", confirmPassword: "nouppercase-1!" },
        USER_MESSAGES.passwordUpper,
      ],
      [
        { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: "Other-Pass-3" },
        "Passwords don&#x27;t match",
      ],
      [
        { currentPassword: "Wrong-Current-1", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        ACCOUNT_MESSAGES.wrongCurrent,
      ],
      [{ currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD }, ACCOUNT_MESSAGES.samePassword],
    ];
    for (const [fields, message] of cases) {
      const { res, html } = await attempt(fields);
      expect(res.status, message).toBe(400);
      expect(html).toContain(message);
      expect(html).not.toContain(NEW_PASSWORD);
      expect(html).not.toContain("Wrong-Current-1");
    }
    // Nothing changed: the old password still signs in, and no entry says otherwise.
    await signIn(
      (await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(id).first<{ email: string }>())!.email,
    );
    expect(await auditOf(id, "password")).toEqual([]);
  });

  it("on My account: shows every rule a new password breaks at once, not only the first (issue 20)", async () => {
    const { laptop } = await twoSessions();
    const { res, html } = await page("/admin/account", {
      method: "POST",
      body: new URLSearchParams({
        intent: "password",
        currentPassword: PASSWORD,
        password: "short",
        confirmPassword: "",
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: laptop },
    });
    expect(res.status).toBe(400);
    expect(errorsUnder(parse(html), "New Password")).toEqual([
      USER_MESSAGES.passwordLength,
      USER_MESSAGES.passwordUpper,
      USER_MESSAGES.passwordNumber,
      USER_MESSAGES.passwordSpecial,
    ]);
  });

  it("on My account: signs out every other session, keeps this one, and is audited once as a password change", async () => {
    const { id, email, laptop, phone } = await twoSessions();
    const res = await postForm(
      "/admin/account",
      { intent: "password", currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      laptop,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/account");
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    await expect(signIn(email)).rejects.toThrow();
    expect(await signIn(email, NEW_PASSWORD)).toBeTruthy();
    const entries = await auditOf(id, "password");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: "user", entity_id: String(id) });
    expect(entries[0]!.summary).toBe("Changed own password; 1 other session signed out");
    expect(await auditOf(id, "update")).toEqual([]);
  });

  it("through /api: the same rules and the same effect", async () => {
    const { id, laptop, phone } = await twoSessions();
    const change = (body: unknown) => sendJson("/api/account/password", "POST", body, laptop);
    const weak = await change({ currentPassword: PASSWORD, password: "weak" });
    expect(weak.status).toBe(400);
    expect((await weak.json<{ errors: Record<string, string[]> }>()).errors.password).toContain(
      USER_MESSAGES.passwordLength,
    );
    const wrong = await change({ currentPassword: "Not-It-9", password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: "Validation failed",
      errors: { currentPassword: [ACCOUNT_MESSAGES.wrongCurrent] },
    });
    expect(await signedIn(phone)).toBe(true);

    const ok = await change({ currentPassword: PASSWORD, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: "Password changed", endedSessions: 1 });
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await auditOf(id, "password")).toHaveLength(1);
    // The generic /api entry is not written beside the specific one.
    expect(await auditOf(id, "create")).toEqual([]);
  });

  it("counts wrong current passwords against the sign-in throttle", async () => {
    const { laptop } = await twoSessions();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await get("/api/account/password", {
        method: "POST",
        body: JSON.stringify({ currentPassword: `Guess-${i}-Aa!`, password: NEW_PASSWORD }),
        headers: { "Content-Type": "application/json", Cookie: laptop, "CF-Connecting-IP": "198.51.100.200" },
      });
      statuses.push(res.status);
      if (res.status === 429) expect((await res.json<{ message: string }>()).message).toBe(LOGIN_MESSAGES.throttled);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("one's own sessions", () => {
  it("lists them with the device in plain words, the address, and this one marked", async () => {
    const { laptop } = await twoSessions();
    const sessions = await sessionsOf(laptop);
    expect(sessions.map((s) => [s.device, s.address, s.current])).toEqual(
      expect.arrayContaining([
        ["Chrome on Windows", "203.0.113.10", true],
        ["Safari on iPhone", "203.0.113.20", false],
      ]),
    );
    expect(sessions).toHaveLength(2);
    for (const s of sessions) expect(s.id).toMatch(/^[0-9a-f]{16}$/);

    const { html } = await page("/admin/account", { headers: { Cookie: laptop } });
    expect(html).toContain("Safari on iPhone");
    expect(html).toContain("This device");
    expect(html).toContain("Sign out all others");
  });

  it("signs out one other session from My account, audited as a session change", async () => {
    const { id, laptop, phone } = await twoSessions();
    const other = (await sessionsOf(laptop)).find((s) => !s.current)!;
    const res = await postForm("/admin/account", { intent: "signOutSession", session: other.id }, laptop);
    expect(res.status).toBe(302);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    const entries = await auditOf(id, "session");
    expect(entries.map((e) => [e.entity, e.entity_id, e.summary])).toEqual([
      ["session", other.id, "Signed out one other session"],
    ]);
  });

  it("cannot touch another user's session, and this one is Logout's", async () => {
    const mine = await twoSessions();
    const theirs = await twoSessions("admin");
    const target = (await sessionsOf(theirs.laptop)).find((s) => !s.current)!;
    const res = await sendJson(`/api/account/sessions/${target.id}`, "DELETE", undefined, mine.laptop);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: ACCOUNT_MESSAGES.sessionNotFound });
    expect(await signedIn(theirs.phone)).toBe(true);
    // Through the page too.
    await postForm("/admin/account", { intent: "signOutSession", session: target.id }, mine.laptop);
    expect(await signedIn(theirs.phone)).toBe(true);
    // Not a key at all.
    expect((await sendJson("/api/account/sessions/../../x", "DELETE", undefined, mine.laptop)).status).not.toBe(200);

    const current = (await sessionsOf(mine.laptop)).find((s) => s.current)!;
    const self = await sendJson(`/api/account/sessions/${current.id}`, "DELETE", undefined, mine.laptop);
    expect(self.status).toBe(409);
    expect(await signedIn(mine.laptop)).toBe(true);
    expect(await auditOf(mine.id, "session")).toEqual([]);
  });

  it("signs out one other session through /api", async () => {
    const { laptop, phone } = await twoSessions();
    const other = (await sessionsOf(laptop)).find((s) => !s.current)!;
    const res = await sendJson(`/api/account/sessions/${other.id}`, "DELETE", undefined, laptop);
    expect(res.status).toBe(200);
    expect(await signedIn(phone)).toBe(false);
    expect(await sessionsOf(laptop)).toHaveLength(1);
  });

  it("signs out all others, on the page and through /api, keeping this one", async () => {
    const { id, email, laptop, phone } = await twoSessions();
    const third = await signIn(email);
    const res = await postForm("/admin/account", { intent: "signOutOthers" }, laptop);
    expect(res.status).toBe(302);
    expect(await signedIn(laptop)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(third)).toBe(false);
    expect((await auditOf(id, "session")).map((e) => e.summary)).toEqual([
      "Signed out all other sessions (2 sessions)",
    ]);

    const again = await signIn(email);
    const api = await sendJson("/api/account/sessions/sign-out-others", "POST", {}, laptop);
    expect(await api.json()).toEqual({ message: "Other sessions signed out", ended: 1 });
    expect(await signedIn(again)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
  });
});

describe("one's own name", () => {
  it("is changed on My account and through /api, with the field rules, and audited as an account update", async () => {
    const { id, laptop } = await twoSessions();
    const res = await postForm("/admin/account", { intent: "profile", name: "  Ada Lovelace  " }, laptop);
    expect(res.status).toBe(302);
    const me = await (await get("/api/account", { headers: { Cookie: laptop } })).json<{ user: { name: string } }>();
    expect(me.user.name).toBe("Ada Lovelace");

    const patched = await sendJson("/api/account", "PATCH", { name: "Grace Hopper" }, laptop);
    expect((await patched.json<{ user: { name: string } }>()).user.name).toBe("Grace Hopper");
    const hidden = await sendJson("/api/account", "PATCH", { name: "Grace\u202eHopper" }, laptop);
    expect(hidden.status).toBe(400);
    const tooLong = await postForm("/admin/account", { intent: "profile", name: "x".repeat(101) }, laptop);
    expect(tooLong.status).toBe(400);

    const updates = await auditOf(id, "update");
    expect(updates.map((e) => [e.entity, e.summary])).toEqual([
      ["account", "name: Ada Lovelace"],
      ["account", "name: Grace Hopper"],
    ]);
  });

  it("cannot change the e-mail or role", async () => {
    const { laptop } = await twoSessions();
    const res = await sendJson("/api/account", "PATCH", { name: "Eve", role: "admin", email: "x@y.example" }, laptop);
    const { user } = await res.json<{ user: { role: string; email: string } }>();
    expect(user.role).toBe("editor");
    expect(user.email).not.toBe("x@y.example");
  });
});

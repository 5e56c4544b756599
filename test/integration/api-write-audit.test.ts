// The /api write pipeline's audit declarations (docs/decisions/0022): validate() is pure, the entry an /api write
// gets is the one its route declares (never what some earlier step left behind), and a write that declares nothing
// does not compile and is refused at run time.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { HttpError } from "~/platform/errors.server";
import { json } from "~/platform/http.server";
import { z } from "~/platform/zod";
import { getUserById } from "~/models/users.server";
import type { StaffUser } from "~/db/schema";
import { type ApiWrite, apiRoute, audited, notAudited, ownEntry, validate } from "~/server/api.server";
import { createStaff, uniqueEmail } from "../helpers";
import { auditWritten } from "../fixtures/audit";

const request = (method: string) =>
  new Request("http://localhost/api/example", { method, headers: { "CF-Connecting-IP": "203.0.113.25" } });

/** A write through an /api route's pipeline: the route serves `method` with `handler`, and is called with it. */
const apiAction = (req: Request, handler: () => Promise<ApiWrite>) =>
  apiRoute({ [req.method]: handler }).action({ request: req, params: {} });
/** A read through an /api route's GET handler, called with whatever method the request has. */
const api = (req: Request, handler: () => Promise<Response>) =>
  apiRoute({ GET: handler }).loader({ request: req, params: {} });

const statusSchema = z.object({ status: z.enum(["new", "read", "archived"]) });

let staffUser: StaffUser;
beforeAll(async () => {
  const id = await createStaff(uniqueEmail("declares"), "admin");
  staffUser = (await getUserById(id))!;
});

describe("validate()", () => {
  it("is pure: it returns the parsed value or throws, leaving its input untouched and writing nothing", async () => {
    const input = Object.freeze({ status: "read", extra: "dropped" });
    const entries = await auditWritten(async () => {
      expect(validate(statusSchema, input)).toEqual({ status: "read" });
      expect(validate(statusSchema, input)).toEqual({ status: "read" });
      expect(() => validate(statusSchema, { status: "nonsense" })).toThrow(HttpError);
    });
    expect(input).toEqual({ status: "read", extra: "dropped" });
    expect(entries).toEqual([]);
  });

  it("leaves nothing behind for the audit entry: the write's own declaration is what gets summarised", async () => {
    const entries = await auditWritten(() =>
      apiAction(request("PATCH"), async () => {
        // A validation the write does not declare (an earlier store would have summarised the last one).
        validate(statusSchema, { status: "archived" });
        const input = validate(statusSchema, { status: "read" });
        validate(statusSchema, { status: "new" });
        return audited({ by: staffUser, entity: "contact", action: "status", id: 7, input }, json({ ok: true }));
      }),
    );
    expect(entries.map((e) => [e.actor_id, e.action, e.entity, e.entity_id, e.summary])).toEqual([
      [staffUser.id, "status", "contact", "7", "status: read"],
    ]);
  });
});

describe("an /api write", () => {
  it("gets exactly the entry it declares, and none when it says it records its own or is not audited", async () => {
    const declared = await auditWritten(() =>
      apiAction(request("DELETE"), async () =>
        audited({ by: staffUser, entity: "subscriber", action: "delete", id: 12 }, json({ ok: true })),
      ),
    );
    expect(declared.map((e) => [e.action, e.entity, e.entity_id])).toEqual([["delete", "subscriber", "12"]]);
    expect(await auditWritten(() => apiAction(request("POST"), async () => ownEntry(staffUser, json({}))))).toEqual([]);
    expect(await auditWritten(() => apiAction(request("POST"), async () => notAudited(json({}, 201))))).toEqual([]);
  });

  it("writes nothing when it is refused", async () => {
    const refused = await auditWritten(async () => {
      const res = await apiAction(request("PATCH"), async () => {
        throw new HttpError(409, "Taken");
      });
      expect(res.status).toBe(409);
      const answered = await apiAction(request("PATCH"), async () =>
        audited({ by: staffUser, entity: "contact", action: "status", id: 7 }, json({ message: "No" }, 400)),
      );
      expect(answered.status).toBe(400);
    });
    expect(refused).toEqual([]);
  });

  it("that declares nothing does not compile, and is refused with a 500 at run time", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const entries = await auditWritten(async () => {
      // @ts-expect-error -- a bare Response is not an ApiWrite: the handler must say what it audits.
      const res = await apiAction(request("POST"), async () => json({ ok: true }, 201));
      expect(res.status).toBe(500);
    });
    expect(entries).toEqual([]);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("without declaring what it audits"));
    spy.mockRestore();
  });

  it("cannot go through a GET handler, the read wrapper: any method but GET and HEAD is refused there", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    let ran = false;
    const res = await api(request("POST"), async () => {
      ran = true;
      return json({ ok: true }, 201);
    });
    expect(res.status).toBe(500);
    expect(ran).toBe(false);
    expect((await api(request("GET"), async () => json({ ok: true }))).status).toBe(200);
    spy.mockRestore();
  });
});

// Add User with or without an invitation: the spec's password rules apply unless an invitation is sent, and an empty
// form shows every field's error at once (as the create-only form did).
import { describe, expect, it } from "vitest";
import { userFormAddSchema } from "~/schemas/account";

/** The first message for each field (a password that breaks several rules gets one issue per rule). */
const errors = (input: Record<string, unknown>) => {
  const parsed = userFormAddSchema.safeParse(input);
  const first: Record<string, string> = {};
  for (const i of parsed.success ? [] : parsed.error.issues) first[String(i.path[0])] ??= i.message;
  return first;
};

const passwordMessages = (input: Record<string, unknown>) => {
  const parsed = userFormAddSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === "password").map((i) => i.message);
};

describe("userFormAddSchema", () => {
  it("reports the e-mail and the password of an empty form together", () => {
    expect(errors({})).toMatchObject({
      email: "Username is required",
      password: "Password must be at least 8 characters",
    });
  });

  it("keeps the spec's password rules and the confirmation without an invitation", () => {
    expect(errors({ email: "a@b.example", password: "lowercase-1" })).toEqual({
      password: "Password must contain at least 1 uppercase letter",
    });
    expect(errors({ email: "a@b.example", password: "Good-Pass-1", confirmPassword: "Other-Pass-1" })).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(errors({ email: "a@b.example", password: "Good-Pass-1", confirmPassword: "Good-Pass-1" })).toEqual({});
  });

  it("names every password rule a weak password breaks, not only the first", () => {
    expect(passwordMessages({ email: "a@b.example", password: "abc" })).toEqual([
      "Password must be at least 8 characters",
      "Password must contain at least 1 uppercase letter",
      "Password must contain at least 1 number",
      "Password must contain at least 1 special character",
    ]);
  });

  it("needs no password with an invitation", () => {
    expect(errors({ email: "a@b.example", invite: "on" })).toEqual({});
    expect(userFormAddSchema.parse({ email: "A@B.example", invite: "on" })).toMatchObject({
      email: "a@b.example",
      invite: true,
      role: "editor",
    });
  });

  it("reads the invitation box as every yes/no field is read, and refuses a value that is neither", () => {
    for (const yes of ["on", "true", "1", true])
      expect(errors({ email: "a@b.example", invite: yes }), String(yes)).toEqual({});
    expect(errors({ email: "a@b.example", invite: "" })).toMatchObject({
      password: "Password must be at least 8 characters",
    });
    expect(errors({ email: "a@b.example", invite: "yes" })).toMatchObject({ invite: "Must be true or false" });
  });

  it("shows the password's errors beside a refused invitation box, so one try shows everything to fix", () => {
    expect(errors({ email: "a@b.example", invite: "maybe" })).toEqual({
      invite: "Must be true or false",
      password: "Password must be at least 8 characters",
    });
  });
});

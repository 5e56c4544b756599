// Add User with or without an invitation: the spec's password rules apply unless an invitation is sent, and an empty
// form shows every field's error at once (as the create-only form did).
import { describe, expect, it } from "vitest";
import { userFormAddSchema } from "~/schemas/account";

const errors = (input: Record<string, unknown>) => {
  const parsed = userFormAddSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
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

  it("needs no password with an invitation", () => {
    expect(errors({ email: "a@b.example", invite: "on" })).toEqual({});
    expect(userFormAddSchema.parse({ email: "A@B.example", invite: "on" })).toMatchObject({
      email: "a@b.example",
      invite: true,
      role: "editor",
    });
  });
});

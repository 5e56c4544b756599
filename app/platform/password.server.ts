// argon2id password hashing (OWASP's minimum: 19 MiB, 2 passes, 1 lane), in workerd through precompiled Wasm.
import { argon2id, argon2Verify, setWASMModules } from "argon2-wasm-edge";
import argon2WASM from "argon2-wasm-edge/wasm/argon2.wasm";
import blake2bWASM from "argon2-wasm-edge/wasm/blake2b.wasm";
import { ARGON2_PARAMS } from "~/platform/password-rules";

const ready = setWASMModules({ argon2WASM, blake2bWASM });

export async function hashPassword(password: string): Promise<string> {
  await ready;
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return argon2id({ ...ARGON2_PARAMS, password, salt, outputType: "encoded" });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  await ready;
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, for sign-ins with an unknown e-mail,
 * so response time does not tell which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-but-the-same-cost");
  await verifyPassword(password, await dummyHash);
  return false;
}

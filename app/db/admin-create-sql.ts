// The SQL of `npm run admin:create`: create a staff account, or reset the password, role (and name) of an
// existing one, end all of its sessions and turn its two-factor sign-in off, since a reset is what happens when a
// password may be known to someone else or the second factor is lost. Shared by the script and its test; no
// imports but sqlLiteral, so plain Node can load it.
import { sqlLiteral } from "./sql-literal.ts";

export function adminCreateSql({
  email,
  hash,
  role,
  name,
  now,
}: {
  email: string;
  hash: string;
  role: string;
  name: string | null | undefined;
  now: number;
}): string {
  const match = `lower(email) = ${sqlLiteral(email)}`;
  return [
    `DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE ${match});`,
    // The way back for someone who lost the phone and the recovery codes, the primary administrator included.
    `DELETE FROM user_two_factor WHERE user_id IN (SELECT id FROM users WHERE ${match});`,
    `DELETE FROM recovery_codes WHERE user_id IN (SELECT id FROM users WHERE ${match});`,
    `UPDATE users SET password_hash = ${sqlLiteral(hash)}, role = ${sqlLiteral(role)}, name = coalesce(${sqlLiteral(name ?? null)}, name), updated_at = ${now} WHERE ${match};`,
    `INSERT INTO users (email, name, password_hash, role, created_at, updated_at) SELECT ${sqlLiteral(email)}, ${sqlLiteral(name ?? null)}, ${sqlLiteral(hash)}, ${sqlLiteral(role)}, ${now}, ${now} WHERE NOT EXISTS (SELECT 1 FROM users WHERE ${match});`,
  ].join("\n");
}

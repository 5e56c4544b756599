// My account: where you are signed in (device, address, last seen), with Sign out per session and for all others.
import { LocalTime } from "~/components/admin/local-time";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AccountSection } from "~/components/admin/account/section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";

export type SessionRow = {
  key: string;
  device: string;
  userAgent: string | null;
  address: string | null;
  lastSeen: string;
  lastSeenExact: string;
  lastSeenAt: string;
  signedInAt: string;
  current: boolean;
};

/** A Sign out button: posts `intent` (this one session, or all the others); off while a sign-out is under way. */
function SignOutButton({ intent, label, children }: { intent: string; label?: string; children: ReactNode }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Button type="submit" name="intent" value={intent} variant="secondary" disabled={busy} aria-label={label}>
      {children}
    </Button>
  );
}

/** One signed-in session: its device and address, when it was last seen and signed in, and Sign out (not this one). */
function SessionItem({ session: s }: { session: SessionRow }) {
  return (
    <li data-session={s.key} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          <span title={s.userAgent ?? undefined}>{s.device}</span>
          {s.current ? <Badge tone="pine">This device</Badge> : null}
        </p>
        <p className="mt-0.5 break-words text-slate-600">
          <span className="font-mono text-xs">{s.address ?? "Unknown address"}</span>
          {" · "}
          {s.current ? (
            "Active now"
          ) : (
            <>
              Last seen{" "}
              <time dateTime={s.lastSeenAt} title={s.lastSeenExact}>
                {s.lastSeen}
              </time>
            </>
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          Signed in <LocalTime at={s.signedInAt} />
        </p>
      </div>
      {s.current ? null : (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="session" value={s.key} />
          <SignOutButton intent="signOutSession" label={`Sign out ${s.device}, ${s.address ?? "unknown address"}`}>
            Sign out
          </SignOutButton>
        </Form>
      )}
    </li>
  );
}

export function SessionsSection({ sessions }: { sessions: SessionRow[] }) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <AccountSection
      id="account-sessions"
      title="Signed-in sessions"
      description="Every browser or app signed in to your account. Sign out any you do not recognise, then change your password."
    >
      <ul className="mt-4 divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200" aria-label="Sessions">
        {sessions.map((s) => (
          <SessionItem key={s.key} session={s} />
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" className="mt-4 flex justify-end">
          <SignOutButton intent="signOutOthers">Sign out all others</SignOutButton>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-600">You are not signed in anywhere else.</p>
      )}
    </AccountSection>
  );
}

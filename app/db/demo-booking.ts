// The demo's discovery-call hosts (issue 31): two fictional staff members who take calls, so a fresh `npm start` shows
// free times on /contact. They cannot sign in (no password: `npm run admin:create -- --email elena.ruiz@cordillera.example
// --password …` gives one); their hours are in their own zones, Bogotá and Costa Rica (no DST), with the defaults.
import { sqlLiteral } from "./sql-literal.ts";

const weekdays = (ranges: [string, string][]) =>
  [1, 2, 3, 4, 5].flatMap((day) => ranges.map(([start, end]) => ({ day, start, end })));

export const demoHosts = [
  {
    email: "elena.ruiz@cordillera.example",
    name: "Elena Ruiz",
    role: "admin",
    timeZone: "America/Bogota",
    availability: weekdays([
      ["09:00", "12:00"],
      ["14:00", "17:00"],
    ]),
    videoLink: "https://meet.cordillera.example/elena-ruiz",
  },
  {
    email: "marco.diaz@cordillera.example",
    name: "Marco Díaz",
    role: "editor",
    timeZone: "America/Costa_Rica",
    availability: weekdays([
      ["08:00", "11:30"],
      ["13:00", "16:00"],
    ]),
    videoLink: "https://meet.cordillera.example/marco-diaz",
  },
];

/** The hosts' accounts (an unusable password hash: nobody signs in as them until one is set) and settings. */
export function demoHostStatements(): string[] {
  return demoHosts.flatMap((h) => [
    `INSERT OR IGNORE INTO users (email, name, password_hash, role) VALUES (${sqlLiteral(h.email)}, ${sqlLiteral(h.name)}, 'demo-host-without-password', ${sqlLiteral(h.role)});`,
    `INSERT OR IGNORE INTO booking_hosts (user_id, takes_calls, time_zone, availability, video_link) SELECT id, 1, ${sqlLiteral(h.timeZone)}, ${sqlLiteral(JSON.stringify(h.availability))}, ${sqlLiteral(h.videoLink)} FROM users WHERE email = ${sqlLiteral(h.email)};`,
  ]);
}

// The demo's hiring board (issue 30): fictional candidates for one demo job, across every stage, some with a CV
// link and notes, so /admin/jobs/{id}/pipeline has something to move on a fresh start. Owners need staff accounts,
// which the demo does not have (`npm run admin:create` makes the first): assign them on the board.
import { sqlLiteral } from "./sql-literal.ts";
import { DAY_MS } from "../platform/time.ts";

/** The demo job whose board is filled (a title of app/db/demo-content.ts's demoJobs). */
export const DEMO_PIPELINE_JOB = "Senior Full-Stack Engineer (React/Node)";

type DemoApplication = {
  name: string;
  status: "new" | "pending" | "reviewing" | "interview" | "hired" | "rejected";
  /** Days since the application came in, and since it entered its status. */
  appliedDaysAgo: number;
  inStageDays: number;
  cv?: string;
  notes?: string[];
};

export const demoApplications: DemoApplication[] = [
  {
    name: "Lucía Fernández",
    status: "new",
    appliedDaysAgo: 1,
    inStageDays: 1,
    cv: "https://www.linkedin.com/in/demo-lucia",
  },
  { name: "Mateo Rojas", status: "new", appliedDaysAgo: 2, inStageDays: 2 },
  { name: "Camila Duarte", status: "pending", appliedDaysAgo: 3, inStageDays: 3 },
  {
    name: "Santiago Herrera",
    status: "reviewing",
    appliedDaysAgo: 9,
    inStageDays: 6,
    cv: "https://portfolio.example/santiago-herrera",
    notes: ["Strong React portfolio; ask about Node performance work."],
  },
  { name: "Valeria Castro", status: "reviewing", appliedDaysAgo: 7, inStageDays: 4 },
  {
    name: "Diego Salazar",
    status: "reviewing",
    appliedDaysAgo: 12,
    inStageDays: 2,
    cv: "https://www.linkedin.com/in/demo-diego",
  },
  {
    name: "Isabella Moreno",
    status: "interview",
    appliedDaysAgo: 16,
    inStageDays: 3,
    cv: "https://www.linkedin.com/in/demo-isabella",
    notes: ["Technical interview booked with the platform team.", "Great communicator; B2+ English."],
  },
  { name: "Andrés Quintero", status: "interview", appliedDaysAgo: 20, inStageDays: 8 },
  {
    name: "Gabriela Vargas",
    status: "hired",
    appliedDaysAgo: 35,
    inStageDays: 5,
    cv: "https://www.linkedin.com/in/demo-gabriela",
    notes: ["Offer accepted; starts on the first of next month."],
  },
  {
    name: "Tomás Acosta",
    status: "rejected",
    appliedDaysAgo: 25,
    inStageDays: 14,
    notes: ["Looking for a junior role."],
  },
  { name: "Renata Jiménez", status: "rejected", appliedDaysAgo: 30, inStageDays: 21 },
  { name: "Joaquín Paredes", status: "new", appliedDaysAgo: 1, inStageDays: 1 },
];

const RECRUITER = "Demo recruiter";

/**
 * The statements that store them: each application (with its status, the time it entered it and, for a moved one,
 * the move in its history) and its notes. One the recruiter has moved on from New was opened then; only the New ones
 * are unread, as the sidebar's count says. Loaded with the rest of the demo content, into an empty database only.
 */
export function demoPipelineStatements(now: Date): string[] {
  const job = `(SELECT max(id) FROM jobs WHERE title = ${sqlLiteral(DEMO_PIPELINE_JOB)})`;
  return demoApplications.flatMap((a, i) => {
    const applied = now.getTime() - a.appliedDaysAgo * DAY_MS - i * 60_000;
    const moved = now.getTime() - a.inStageDays * DAY_MS - i * 60_000;
    const email = `${a.name
      .normalize("NFD")
      .replace(/[^\w ]/g, "")
      .toLowerCase()
      .replace(/ /g, ".")}@candidates.example`;
    const self = `(SELECT max(id) FROM job_applications WHERE email = ${sqlLiteral(email)})`;
    const statements = [
      `INSERT INTO job_applications (job_id, position, full_name, email, phone, cover_letter, resume, consent_at, status,
        status_changed_at, read_at, language, created_at, updated_at) VALUES (${job},
        ${sqlLiteral(DEMO_PIPELINE_JOB)}, ${sqlLiteral(a.name)}, ${sqlLiteral(email)},
        '+57 300 555 01${String(i).padStart(2, "0")}',
        ${sqlLiteral(`I would love to join Cordillera as a ${DEMO_PIPELINE_JOB}.`)}, ${sqlLiteral(a.cv ?? "")},
        ${applied}, ${sqlLiteral(a.status)}, ${moved}, ${a.status === "new" ? "NULL" : moved}, 'en', ${applied},
        ${moved});`,
    ];
    if (a.status !== "new" && a.status !== "pending")
      statements.push(
        `INSERT INTO application_status_changes (application_id, from_status, to_status, changed_by_name, created_at)
          VALUES (${self}, 'new', ${sqlLiteral(a.status)}, ${sqlLiteral(RECRUITER)}, ${moved});`,
      );
    for (const [n, note] of (a.notes ?? []).entries())
      statements.push(
        `INSERT INTO application_notes (application_id, author_name, body, created_at)
          VALUES (${self}, ${sqlLiteral(RECRUITER)}, ${sqlLiteral(note)}, ${moved + n * 60_000});`,
      );
    return statements;
  });
}

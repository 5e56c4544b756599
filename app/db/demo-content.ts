// Demo content loaded into an empty local database by the seed script: blog posts (English, and a Spanish
// translation of one of them, linked to it) and job listings.
export type DemoPost = {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  imageUrl: string | null;
  published: boolean;
  publishedAt: string | null; // null for drafts
  content: string; // Markdown
};
/** A post in Spanish, written (tú, docs/i18n-glossary.md) as the translation of the English demo post it names. */
export type DemoTranslation = DemoPost & { language: "es"; translationOf: string };
export type DemoJob = {
  title: string;
  department: string;
  location: string;
  type: string;
  salary: string | null;
  description: string;
  responsibilities: string[];
  requirements: string[];
  category: string;
  published: boolean;
  publishedAt: string | null; // null when unpublished
  /** "es" for a Spanish listing (English otherwise), and the title of the English listing it translates. */
  language?: "en" | "es";
  translationOf?: string;
};

export const demoPosts: DemoPost[] = [
  {
    title: "Security in Distributed Teams Starts on Day One",
    slug: "security-in-distributed-teams-starts-on-day-one",
    excerpt:
      "Working with an external team should not weaken your security posture. These are the controls we put in place before an engineer writes the first line of client code.",
    author: "Ryan Caldwell",
    imageUrl: null,
    published: true,
    publishedAt: "2026-11-10T14:00:00.000Z",
    content: `## Trust, verified

When clients bring in an external team, security questions come up early, and they should. Who has access to what? Where does the code live? What happens when someone rolls off the project? Our cybersecurity practice helps clients answer those questions for their own organizations, and we hold our delivery teams to the same standard we recommend to others.

## Before the first commit

Every engagement begins with a short security onboarding that covers both our baseline controls and the client's specific requirements:

- **Managed devices.** Engineers work on company-managed laptops with full-disk encryption, endpoint protection and automatic updates.
- **Identity first.** Access goes through the client's identity provider whenever possible, with multi-factor authentication enforced on every account.
- **Least privilege.** Engineers get access to the repositories and environments their work requires, and nothing more. Production access is the exception, granted deliberately, time-boxed and logged.
- **Agreements and checks.** Confidentiality agreements and background checks are completed before onboarding, in line with local law in each country.

## In the development workflow

Security is far easier to maintain when it is built into daily habits rather than audited after the fact. On our teams, that looks like this:

1. Secrets live in a managed vault, never in code, tickets or chat messages.
2. Every pull request runs dependency and secret scanning in CI before it can be merged.
3. Branch protection requires at least one review before anything reaches main.
4. Infrastructure changes go through code and review, not console clicks.
5. Engineers complete secure coding training relevant to their stack every year.

None of these controls is exotic. What matters is that they are applied consistently, from the first sprint, by every engineer on the team.

## Offboarding is part of security

Access that outlives an engagement is one of the most common gaps we find when we assess client environments. It is rarely malicious; it is usually a forgotten API key or a contractor account nobody remembered to disable. We maintain an access register for each client and run a joint offboarding checklist whenever someone leaves a project, so accounts, keys and tokens are revoked the same day.

> A distributed team is not inherently less secure. An undocumented one is.

## Compliance-ready delivery

Many of our clients work in healthcare, financial services and retail, where frameworks such as HIPAA, SOC 2 and PCI DSS shape how software is built and operated. We align our controls to each client's obligations, take part in their audits when asked, and provide documentation their auditors can actually use.

Sharing working hours helps here, too. When a security question comes up during a release, the engineers who know the answer are online at the same time as your security team.

If you are evaluating how an external team would fit your security requirements, [review our cybersecurity services](/services) or [contact us](/contact).`,
  },
  {
    title: "Why Nearshore Engineers Stay: Retention Lessons from Costa Rica, Mexico and Colombia",
    slug: "why-nearshore-engineers-stay",
    excerpt:
      "High retention is not luck. It comes from meaningful work, fair pay, real growth paths and treating augmented engineers as part of the client's team.",
    author: "Carolina Méndez",
    imageUrl: null,
    published: true,
    publishedAt: "2026-06-23T13:30:00.000Z",
    content: `## Retention is a client outcome

For clients, retention is not an HR metric. It is continuity. Every engineer who stays on an engagement keeps context about the codebase, the business and the people, and that context compounds month after month. When someone leaves, a surprising amount of it walks out the door with them.

That is why we treat **high retention** as one of the most important things we deliver. Across our teams in Costa Rica, Mexico and Colombia, a handful of practices make the biggest difference.

## Meaningful work

Engineers in Latin America have more options than ever, including remote roles with companies all over the world. The people we most want to keep are motivated by solving real problems. We prioritize engagements where our engineers own features end to end and work directly with product teams, rather than receiving tickets through layers of intermediaries.

## Fair, transparent compensation

We benchmark compensation regularly against local markets and the specific skills each role requires. Engineers know how raises work and what is expected at each level. Surprises in either direction erode trust, so we avoid them.

## Growth that does not require leaving

A common reason engineers change jobs is to learn something new. We try to make that possible without changing companies:

- Paid certifications in areas like cloud platforms, Salesforce and security.
- Internal rotations through our AI R&D center in San José.
- Mentorship from senior engineers and architects across all three countries.
- A clear path from engineer to tech lead for people who want it, and a senior individual contributor track for people who do not.

## Belonging on both sides

Augmented engineers often sit in an awkward position: part of the client's team day to day, but employed by someone else. When they are left out of demos, planning sessions and team channels, they disengage, and disengaged engineers start taking recruiter calls.

We ask clients to include them fully, and we keep our own community strong through local offices, team events and regular one-on-ones with their Cordillera managers. Those managers are also the first people to hear about frustration, which gives us time to fix problems before they turn into resignations.

> The engineers who stay longest are the ones who feel their work matters to the client and their growth matters to us.

## What clients can do

Clients have real influence on retention, too. The simplest steps are often the most effective:

1. Invite augmented engineers to the same rituals as your own team.
2. Give credit publicly when they ship something important.
3. Share the product context behind the work, not just the tickets.
4. Give us feedback early, so small issues never become reasons to leave.

If you want a team that stays with you for the long run, [talk to us about dedicated teams](/services).`,
  },
  {
    title: "The Real Cost of a Nearshore Hire: A Line-by-Line Look",
    slug: "real-cost-of-a-nearshore-hire",
    excerpt:
      "Comparing hourly rates is misleading. This breakdown covers compensation, recruiting, ramp-up, management overhead and attrition, so you can compare hiring options honestly.",
    author: "David Thompson",
    imageUrl: null,
    published: true,
    publishedAt: "2026-02-10T14:00:00.000Z",
    content: `## Rates are only the starting point

When finance teams compare hiring options, they usually start with a single number: the hourly or monthly rate. It is a useful number, but it leaves out most of what a hire actually costs. A more honest comparison looks at the full cost of getting productive work out of a seat over a year or more.

Here is the framework we walk clients through.

## The line items that matter

### Compensation and benefits

For a local US hire, salary is only part of the picture. Employer payroll taxes, health insurance, retirement contributions, equipment and paid time off add a significant amount on top. With staff augmentation, those costs are built into a single monthly or hourly rate, and the engineer is employed by us in their home country with benefits that meet or exceed local standards.

### Recruiting

Internal recruiting time, agency fees, job board spend and the hours your engineers spend interviewing are real costs. So is the time a seat stays empty. A role that takes three months to fill is three months of roadmap you did not deliver.

### Ramp-up

Every new engineer, however senior, needs time to learn your codebase, tools and domain. The question is how much of that ramp-up you pay for and how quickly the engineer becomes productive. Strong onboarding shortens it; poor communication stretches it out.

### Management overhead

Someone has to set priorities, review work and handle performance issues. Offshore teams in distant time zones often require an extra layer of coordination, or a senior person on your side working early mornings and late nights. A team that shares your working day needs far less of that.

### Attrition

When an engineer leaves, you pay for recruiting and ramp-up again, and you lose context that is hard to rebuild. High turnover quietly erases much of the savings a low rate seems to offer.

## An illustrative comparison

The scenarios below are a simplified example, not a quote, and real numbers vary by role, seniority and location. Suppose you need one senior backend engineer for a year.

1. **Local hire:** base salary, plus benefits and taxes, plus recruiting fees and a couple of months of empty seat before the hire starts.
2. **Offshore contractor:** the lowest nominal rate, plus extra coordination time from your senior staff, plus rework from requirements misunderstood across a large time difference.
3. **Nearshore augmentation:** a single all-in rate, a candidate presented in 5-10 business days, and collaboration during your normal working hours.

When clients fill in their own numbers, nearshore augmentation typically lands at **40-60% lower cost** than the local hire for comparable seniority, and often close to the offshore option once coordination and rework are counted.

## Questions to ask any provider

- What exactly is included in the rate: equipment, benefits, replacements, account management?
- What happens if an engineer leaves or is not the right fit? Is there a replacement guarantee, and how fast does it work?
- How are engineers employed, and are they treated fairly under local labor law?
- What are the minimum commitment and notice periods?
- How many hours of overlap will the team have with our working day?

> A low rate with high churn and constant handoffs is not a bargain. Price the outcome, not the hour.

## Choosing the right engagement model

Cost also depends on how you engage. **Hourly** staff augmentation suits variable or short-term needs. **Monthly** augmentation gives you a stable allocation at a predictable price. A **dedicated team** works best when you want a complete squad with its own lead, QA and delivery management. **Fixed-price projects** make sense when scope is clear and you want the delivery risk on our side.

If you want help building a cost model for your own open roles, [request a consultation](/contact).`,
  },
  {
    title: "Five Salesforce Implementation Pitfalls and How to Avoid Them",
    slug: "salesforce-implementation-pitfalls",
    excerpt:
      "Most troubled Salesforce projects fail for predictable reasons: unclear processes, over-customization and neglected data. Here are five pitfalls and how to avoid each one.",
    author: "Jennifer Walsh",
    imageUrl: null,
    published: true,
    publishedAt: "2025-11-18T15:00:00.000Z",
    content: `## Salesforce projects fail in familiar ways

Salesforce is flexible enough to model almost any business process, which is exactly why implementations go wrong. When everything is possible, it is tempting to build everything. After years of helping companies rescue and extend their orgs, our Salesforce practice sees the same problems again and again.

## 1. Automating a process nobody has agreed on

Teams often start configuring objects and flows before sales, service and finance have agreed on how a deal or a case actually moves. The result is automation that encodes one department's assumptions and frustrates everyone else.

**How to avoid it:** Map the current and target process with the people who do the work before anyone opens Setup. Keep the map simple enough to fit on one page, and get explicit sign-off on stage definitions and ownership.

## 2. Customizing before configuring

Custom Apex, custom objects and heavily modified page layouts feel like progress, but every customization is something you must test, document and maintain through every platform release.

**How to avoid it:** Apply a simple rule: standard functionality first, declarative tools such as Flow second, and code only when neither works or performance demands it. Record the reason for each custom component in your design documentation.

## 3. Treating data migration as a final step

Data migration is frequently scheduled for the last two weeks of a project. Then the team discovers duplicate accounts, inconsistent picklist values and thousands of contacts with no owner.

**How to avoid it:** Start profiling legacy data in the first sprint. Agree on deduplication rules, decide how much history is really needed, and run at least two full trial migrations into a sandbox before go-live.

## 4. Skipping a real release process

Changes made directly in production are fast until the day one of them breaks a critical flow during quarter-end. Many orgs still lack source control or a consistent promotion path between sandboxes.

**How to avoid it:** Put metadata under version control, use scratch orgs or dedicated sandboxes for development, and promote changes through a pipeline with automated tests. Even a lightweight process is far better than none.

## 5. Underinvesting in adoption

A technically sound implementation still fails if users keep working in spreadsheets. Adoption problems usually come from cluttered layouts, too many required fields and training that happens once and is never repeated.

**How to avoid it:** Design page layouts around the tasks each role performs most often. Track login and usage data after launch, and schedule short, role-specific training sessions during the first 60 days.

## A checklist before you start

Before kicking off a new Salesforce initiative, make sure you can answer yes to each of these questions:

- Do we have a documented target process with named owners?
- Have we agreed on what will be standard, declarative and custom?
- Has someone profiled the data we plan to migrate?
- Do we have source control and a promotion path between environments?
- Is there a plan and a budget for training and post-launch support?

> The best Salesforce org is not the one with the most features. It is the one your team actually uses every day.

## How a nearshore team helps

Salesforce work rarely needs a large team full time. It needs the right mix of administrators, developers and architects at the right moments. Our certified Salesforce professionals in Latin America work on US hours, which makes it practical to run discovery workshops live, support users through go-live and scale the team up or down as the roadmap changes.

If your org needs a rescue or a roadmap, [learn more about our Salesforce services](/services).`,
  },
  {
    title: "AI-Assisted Development: The Practices We Actually Keep",
    slug: "ai-assisted-development-practices-we-keep",
    excerpt:
      "AI coding assistants can speed up delivery or quietly lower quality. These are the practices our AI R&D center in San José kept after extensive work on real projects.",
    author: "Sofía Herrera",
    imageUrl: null,
    published: true,
    publishedAt: "2025-09-09T14:00:00.000Z",
    content: `## Beyond the demo

It is easy to be impressed by an AI assistant generating a working component in seconds. It is much harder to know whether that speed survives contact with a real codebase, a real review process and a real production incident. At our AI R&D center in San José, we have tested assistants on internal tools and, with client approval, on production work. Some practices stuck. Others did not.

## Where AI assistance helps most

In our experience, the biggest gains come from work that is well understood but tedious:

- **Test scaffolding.** Generating a first draft of unit tests for existing functions, which engineers then refine.
- **Boilerplate and glue code.** API clients, data mappers, configuration and migration files.
- **Explaining unfamiliar code.** Getting oriented in a legacy module faster during onboarding.
- **Refactoring with guardrails.** Mechanical changes across many files when a good test suite already exists.

The gains are smaller, and sometimes negative, on novel architecture decisions, subtle concurrency issues and anything security-sensitive.

## The practices we keep

1. **The engineer owns every line.** Code generated by an assistant is reviewed with the same rigor as code written by hand. "The AI wrote it" is never an acceptable explanation in a code review.
2. **Tests come first, or at least alongside.** We ask assistants to help write tests before or with the implementation, so generated code is checked against intent rather than against itself.
3. **Small, reviewable changes.** Generated code tends to be verbose. We keep pull requests small so reviewers can actually read them.
4. **Client data stays where it belongs.** We only use tools and configurations the client has approved, and we never paste secrets, credentials or production data into prompts.
5. **We write down what works.** Each team keeps a short shared document of prompts, patterns and known failure modes for its specific codebase.

## Governance without bureaucracy

Every client engagement starts with a short conversation about AI tooling: which assistants are allowed, whether code may be sent to external services, and how generated code should be labeled, if at all. Some clients want everything enabled; some require self-hosted models; a few prefer no assistance on certain repositories. We document the decision and configure engineers' environments accordingly on day one.

> An AI assistant is a fast collaborator with no context about your business. Treat its output the way you would treat any unreviewed contribution.

## Measuring the impact

We are skeptical of blanket productivity claims, including our own. When we evaluate assistant usage on a team, we look at the same delivery signals we always track:

- Cycle time from first commit to merge.
- Review comments per pull request and the share of changes requested.
- Escaped defects found after release.
- Engineer feedback in retrospectives.

If cycle time falls but escaped defects rise, the tool is not helping. If both improve, we share the practice with other teams.

## Building AI into products, too

The same center that refines our engineering practices also builds AI features for clients: retrieval-augmented search, document classification, forecasting models and internal copilots. Using these tools every day makes our engineers better at judging where AI belongs in a product and where a simpler solution will do.

If you want to bring AI into your product or your development workflow, [see our AI and machine learning services](/services) or [talk to our team](/contact).`,
  },
  {
    title: "Running Two-Week Sprints with a Distributed Team",
    slug: "running-two-week-sprints-with-a-distributed-team",
    excerpt:
      "Two-week sprints work well across companies and countries, but only if planning, reviews and CI are designed for it. This is the cadence our delivery teams use.",
    author: "Andrés Villalobos",
    imageUrl: null,
    published: true,
    publishedAt: "2025-07-15T13:00:00.000Z",
    content: `## Why we default to two weeks

Every engagement we run, whether staff augmentation or a dedicated team, starts on a **two-week sprint** cadence. It is long enough to ship something meaningful and short enough that a wrong assumption costs days, not months. For a client bringing in an external team, it also creates a predictable rhythm for checking whether the partnership is working.

Distributed teams, however, expose every weak spot in a sprint process. Ambiguous tickets, slow reviews and flaky pipelines hurt any team; when people sit in different offices and different companies, they hurt more. Here is how we structure the two weeks.

## Day 1: Planning that ends with clarity

Sprint planning should end with every engineer able to say what they are building and how they will know it is done. We keep it to 90 minutes by doing the preparation beforehand:

- The product owner shares prioritized tickets two days ahead.
- Engineers add questions directly on the tickets before the meeting.
- Each ticket that enters the sprint has acceptance criteria and a named reviewer.

If a ticket cannot be explained in a couple of minutes, it is split or sent back for refinement.

## Daily: A stand-up that unblocks

Our stand-ups are 15 minutes, on camera, at a time that works for everyone in the overlap window. We skip the round-robin status report and walk the board from right to left: whatever is closest to done gets attention first. Any blocker that needs more than a minute moves to a follow-up with only the people involved.

## Continuous: Small pull requests and a fast pipeline

The biggest predictor of a healthy sprint is how quickly code moves from a branch to main. We ask teams to keep pull requests small, ideally reviewable in under 20 minutes, and we invest early in a CI pipeline that gives fast feedback.

A minimal workflow we often start with for a TypeScript service looks like this:

\`\`\`yaml
name: ci

on:
  pull_request:
  push:
    branches: [main]

jobs:
  verify:
    runs-on: ubuntu-latest
    timeout-minutes: 15
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      - run: npm ci
      - run: npm run lint
      - run: npm run typecheck
      - run: npm test -- --coverage
\`\`\`

A few team rules sit around that pipeline:

1. **Main is always deployable.** Nobody merges on a red build, regardless of seniority or deadline.
2. **Flaky tests are bugs.** A test that fails intermittently is quarantined and ticketed the same day.
3. **The pipeline has a time budget.** If checks take longer than about ten minutes, someone owns making them faster.
4. **Reviews happen within the same working day.** Because our teams share US hours with clients, this is a realistic commitment rather than an aspiration.

## Mid-sprint: A quick checkpoint

On the morning of day six we hold a 20-minute checkpoint with the product owner. It is not a second planning meeting. The only question is whether the sprint goal is still achievable and, if not, what we drop. Making that call at the midpoint is far cheaper than discovering it at the demo.

## Day 10: Review and retrospective

The sprint review is a working demo in a shared environment, not a slide deck. The engineers who built each feature present it, which gives client stakeholders direct contact with the people doing the work and gives engineers direct feedback.

The retrospective follows the same day. We keep the format simple:

- What helped us deliver this sprint?
- What slowed us down?
- What one change will we try next sprint, and who owns it?

One change per sprint is enough. Teams that try to fix everything at once usually fix nothing.

## Keeping the board honest

A shared board is only useful if it reflects reality. We ask engineers to move tickets as the work changes, not at the end of the day, and to link every pull request to its ticket. Blocked work is flagged on the board with the reason and the name of the person who can unblock it. That way, anyone on the client side can open the board at any moment and see exactly where the sprint stands without asking for a status update.

## What clients should own

A distributed team can only move as fast as the decisions it depends on. The sprints that go best are the ones where the client side:

- Has a product owner available during the overlap window every day.
- Grants access to environments, repositories and tools before the first sprint, not during it.
- Attends reviews and treats augmented engineers as part of the team.

> A sprint is a promise made by the whole team, including the people who set priorities. Most missed sprint goals trace back to decisions, not code.

## Getting started

If you are bringing in external engineers for the first time, start with a single two-week sprint focused on a narrow, valuable goal. Use it to set up the pipeline, agree on review norms and get everyone comfortable with the rhythm. You can learn more about how we run dedicated teams on our [services page](/services).`,
  },
  {
    title: "How We Present Vetted Engineers in 5 to 10 Business Days",
    slug: "how-we-present-vetted-engineers-in-5-to-10-business-days",
    excerpt:
      "Speed and rigor are usually traded against each other in hiring. Here is the process that lets us present fully vetted candidates in five to ten business days.",
    author: "Valeria Jiménez",
    imageUrl: null,
    published: true,
    publishedAt: "2025-05-06T14:00:00.000Z",
    content: `## Why speed matters in staff augmentation

A role that stays open for two months costs more than the salary you are not paying. Roadmap items slip, the existing team absorbs the extra load, and the people you most want to keep start to burn out. When a client asks us to fill a seat, the clock is already running.

At the same time, a fast hire who turns out to be the wrong fit is worse than a slow one. So the question we set out to answer was not "how do we hire faster?" but "which steps can run in parallel without lowering the bar?"

## Step 1: A real intake conversation

Every search begins with a 45-minute call with the hiring manager, not a job description pasted into a form. We want to understand:

- What the engineer will actually work on in the first 90 days.
- Which parts of the stack are non-negotiable and which can be learned on the job.
- How the team works: pairing, code review norms, on-call expectations and meeting load.
- What made previous hires succeed or struggle.

That conversation shapes everything that follows, and it is the single biggest reason our shortlists are short.

## Step 2: Start from a warm, pre-vetted pool

We do not start each search from zero. Engineers join our network after passing a baseline assessment, and we stay in touch with them between engagements. When a new role opens, we already know a large group of people's technical strengths, English level and availability.

For most roles, we identify an initial longlist within the first day or two.

## Step 3: Role-specific technical evaluation

Baseline vetting tells us someone is a strong engineer. It does not tell us whether they are the right engineer for this client. For each search, we run a role-specific evaluation that typically includes:

1. **A practical exercise** that mirrors the client's work, such as extending a small API, debugging a failing test suite or reviewing a pull request with planted issues.
2. **A technical interview** with a senior engineer from our delivery team, focused on design decisions and trade-offs rather than trivia.
3. **A communication interview** in English that covers how the candidate explains their work, asks clarifying questions and handles disagreement.

We avoid take-home projects that consume an entire weekend. Strong candidates have options, and respecting their time is part of how we keep them interested.

## Step 4: References and context checks

We speak with previous managers or tech leads, and we ask specific questions. How did this person handle a production incident? What feedback did they act on? Would you hire them again for a distributed team? Generic praise does not count for much; concrete stories do.

## Step 5: A focused shortlist

We present two or three candidates, not ten. Each profile includes our interview notes, exercise results and a short summary of why we think the person fits this particular team, along with any concerns we noted. The client's interviewers can spend their time on a final conversation instead of screening.

## What makes 5-10 days possible

The timeline works because several steps overlap:

- Longlisting starts the same day as the intake call.
- Technical and communication interviews are scheduled back to back whenever possible.
- Reference checks run while the client reviews profiles.
- Our interviewers work in the same time zones as candidates and clients, so scheduling rarely slips by a day.

> We would rather present two candidates we believe in than five we are unsure about. A short list respects the client's time as much as the candidate's.

## What we ask of clients

Speed depends on both sides. Searches move fastest when the client:

- Commits to interview slots within a few days of receiving profiles.
- Gives specific feedback on each candidate, including the ones they pass on.
- Tells us early if the role changes.

When that happens, most of our candidates are **presented within 5-10 business days** and start shortly after an offer is accepted. If you have a role that has been open too long, [tell us about it](/contact).`,
  },
  {
    title: "Time-Zone Overlap Is a Delivery Feature, Not a Perk",
    slug: "time-zone-overlap-is-a-delivery-feature",
    excerpt:
      "Shared working hours are often treated as a nice-to-have. In practice they shape how fast your team ships, how it handles incidents and how much context gets lost.",
    author: "Michael Brennan",
    imageUrl: null,
    published: true,
    publishedAt: "2025-03-11T15:30:00.000Z",
    content: `## The hidden cost of waiting

Most delivery delays are not caused by hard technical problems. They are caused by waiting: for a review, for a product decision, for the one person with access to a system nobody else can touch. On a team that shares working hours, those waits last minutes. On a team split across opposite ends of the clock, they last a day.

That is why we treat time-zone overlap as part of how we deliver software, not as a scheduling convenience. Our teams in Costa Rica, Mexico and Colombia work on US hours, and we plan every engagement around that overlap from the first week.

## What full overlap makes possible

- **Real stand-ups.** Engineers discuss blockers with the product owner in the same meeting, and blockers get resolved instead of logged.
- **Pairing across companies.** Your staff engineer and our developer can work through a tricky migration together on a shared screen.
- **Same-day code review.** Pull requests are reviewed while the author still has full context, which keeps them small and merges frequent.
- **Shared incident response.** When something breaks at 3 p.m. Eastern, the people who wrote the code are online to help fix it.

## Overlap is necessary, not sufficient

Shared hours only pay off if you use them deliberately. We encourage clients to protect a few habits:

- Keep a core collaboration window, usually four to five hours, free of internal-only meetings so both sides are reachable.
- Put decisions in writing after a call, even a short one. Overlap reduces the need for documentation; it does not remove it.
- Invite augmented engineers to the same channels, demos and retrospectives as your in-house staff.

> The goal is not simply to have people online at the same time. The goal is for a question asked at 11 a.m. to be answered before lunch.

## A simple test

Look at the last ten pull requests your team merged and check how long each one waited for its first review. Then look at the last ten questions a developer asked a product manager. If the typical answer took more than a few hours, you are paying a waiting tax, and distance is likely part of the reason.

Fixing it does not always require new people. Sometimes it means moving a meeting or giving a tech lead more authority to make calls. But if your engineering capacity sits eight or more hours away, no amount of process will fully close the gap.

If you want to see how a nearshore team would fit into your current working hours, [explore our engagement models](/services) or [contact us](/contact).`,
  },
  {
    title: "Nearshore vs Offshore: What Actually Changes for Your Engineering Team",
    slug: "nearshore-vs-offshore-what-actually-changes",
    excerpt:
      "Rates get the headlines, but the real difference between nearshore and offshore shows up in meetings, code reviews and incident response. Here is what changes day to day.",
    author: "Daniela Rojas",
    imageUrl: null,
    published: true,
    publishedAt: "2025-01-21T14:00:00.000Z",
    content: `## The question behind the question

When engineering leaders ask us whether they should go nearshore or offshore, they are rarely asking about geography. They want to know whether an external team will behave like part of their organization or like a vendor they have to manage. Hourly rates matter, but they are the easiest part of the decision to compare and the least predictive of how the engagement will go.

We have worked with many teams that tried both models. The differences they describe are remarkably consistent, and most of them come down to three things: when people are awake, how easily they communicate, and how fast feedback travels.

## Working hours decide your feedback loop

An offshore team eight to twelve hours away can be productive, but every question becomes a one-day round trip. A developer hits an ambiguous requirement in the morning, posts a question, and gets an answer the next day. Multiply that by every ticket in a sprint and you lose days, not hours.

With a team in Costa Rica, Mexico or Colombia, the working day lines up with yours. Our engineers work with **full overlap with US business hours**, whether the client sits in New York or San Francisco. That means:

- Stand-ups happen live, not as asynchronous status updates.
- Code reviews are turned around the same day.
- Production incidents get a human response while your own on-call engineer is still online.
- Product managers can pull an engineer into a quick call instead of writing a long spec to cover every edge case.

## Communication is more than language

Fluent English is a baseline requirement for every engineer we place, but fluency alone does not make a team easy to work with. What matters is whether people will push back on a vague requirement, flag a risk before it turns into a missed deadline, and speak up in a retrospective.

Latin American engineers who have spent years working with North American companies tend to share the same expectations about directness, ownership and meeting etiquette. That **cultural alignment** is hard to quantify, but clients notice it quickly: fewer surprises at the end of a sprint, and fewer answers of "yes, that's fine" that turn out to mean "I'm not sure."

## Where offshore still makes sense

Offshore delivery is not the wrong choice in every case. It can work well for:

- Well-specified, long-running maintenance work with little need for real-time collaboration.
- Follow-the-sun support, where the time difference is the whole point.
- Large, highly standardized programs where the lowest possible rate outweighs everything else.

If your work looks like that, an offshore partner may be a reasonable fit. Most product teams, however, are building something that changes every week, and that kind of work rewards short feedback loops.

## Comparing total cost honestly

The nominal rate gap between nearshore and offshore is real, but a fair comparison includes the hidden costs: rework from misunderstood requirements, senior engineers staying up late for handoff calls, and slower delivery of the features that generate revenue. When clients run that math, nearshore often comes out ahead even before quality of life enters the picture.

Compared with hiring locally in the United States, our clients typically see **40-60% lower costs** for equivalent seniority, which translates into savings of up to 50% on a full team once management and tooling are included.

## A practical way to decide

1. List the work you want to hand off and mark which parts need daily collaboration with your in-house team.
2. Estimate how many decisions per week require a conversation rather than a ticket.
3. Price the delay: what does a one-day wait on each of those decisions cost you?
4. Compare the total, not the rate.

If most of your work needs conversation, a nearshore team will almost always serve you better. If you want to talk through your own numbers, [get in touch with our team](/contact).`,
  },
  {
    title: "Modernizing EPM: Moving Financial Planning Beyond Spreadsheets",
    slug: "modernizing-epm-financial-planning-beyond-spreadsheets",
    excerpt:
      "Finance teams still spend too much of each planning cycle reconciling spreadsheets. A phased EPM modernization frees them to focus on analysis instead of assembly.",
    author: "Laura Castillo",
    imageUrl: null,
    published: false,
    publishedAt: null,
    content: `## The spreadsheet ceiling

Most finance teams do not choose to run planning on spreadsheets. They end up there because spreadsheets are flexible, familiar and already installed. The trouble starts as the company grows: more entities, more versions of the budget, more people editing linked workbooks. Eventually the planning cycle is dominated by collecting files, fixing broken links and debating which number is right.

Enterprise performance management platforms exist to solve that problem, but moving to one is a project in its own right. Done well, it changes how finance works with the rest of the business. Done poorly, it recreates the old spreadsheets inside a more expensive tool.

## Signs you have outgrown your current process

- Closing the books and producing management reports takes longer every quarter.
- Budget and forecast versions are tracked by file name.
- Only a few people understand how the core model works.
- Scenario planning is so slow that leaders have stopped asking for it.
- Actuals and plan live in different systems that are reconciled by hand.

## A phased approach

We recommend modernizing in phases rather than replacing everything at once:

1. **Start with the pain.** Pick the process that costs the most time or causes the most errors, often consolidation or the annual operating plan.
2. **Clean up the chart of accounts and dimensions.** A new platform will faithfully reproduce a messy structure. Rationalize entities, cost centers and products first.
3. **Integrate actuals automatically.** Connect the ERP and other source systems so actuals load on a schedule, with validation rules that flag issues early.
4. **Rebuild models instead of copying them.** Use the migration to simplify logic, remove unused calculations and document assumptions.
5. **Add forecasting and scenarios.** Once the foundation is stable, introduce driver-based forecasting and, where it helps, machine learning to suggest baselines.

## Where AI fits

Machine learning can produce useful baseline forecasts from historical data, detect anomalies in actuals and speed up variance commentary. It works best as a starting point that analysts review and adjust, not as a replacement for their judgment. Clean, well-structured data matters far more than the sophistication of the model.

> Modernizing EPM is not about replacing spreadsheets for their own sake. It is about giving finance a single, trusted version of the numbers.

## Team composition

EPM projects need a blend of skills that is hard to find in one person: finance process knowledge, platform expertise, data integration and change management. Our EPM consultants in Latin America work during US business hours, which matters a great deal during close and planning cycles, when questions cannot wait until tomorrow.

## Questions to settle early

- Which processes are in scope for the first release, and which can wait?
- Who owns master data after go-live?
- How will finance users be trained, and who supports them through the first cycle?
- What does success look like in measurable terms, such as days to close or forecast turnaround time?

If you are planning an EPM modernization, [explore our EPM solutions](/services) or [talk to a consultant](/contact).`,
  },
  {
    title: "Onboarding an Augmented Team: A 30-Day Playbook",
    slug: "onboarding-an-augmented-team-30-day-playbook",
    excerpt:
      "The first month decides whether augmented engineers become part of your team or stay outsiders. This 30-day playbook covers access, context, first tasks and feedback.",
    author: "Kevin O'Neill",
    imageUrl: null,
    published: false,
    publishedAt: null,
    content: `## Why the first month matters

Engineers who join through staff augmentation arrive with strong skills and no context. How you use their first 30 days determines how quickly they contribute and how long they stay. The playbook below is what we recommend to clients, and we adapt it for each engagement.

## Before day one

- Provision accounts, repositories, environments and tool licenses in advance.
- Assign an onboarding buddy from your in-house team.
- Prepare a short written overview of the product, the architecture and team norms.
- Pick a first task that is small, real and ships to production.

## Week 1: Context

The goal for the first week is understanding, not output. New engineers should meet the product owner, sit in on planning and stand-ups, read the architecture overview and set up a local environment. By Friday, they should merge a small change, even a documentation fix, to prove the whole path from laptop to production works.

## Weeks 2 and 3: Contribution

Move on to sprint work with clearly scoped tickets. Pair each new engineer with their buddy on at least one larger change. Encourage questions in public channels so the answers help everyone, and review their pull requests promptly so they learn the team's conventions quickly.

## Week 4: Ownership and feedback

By the end of the month, each engineer should own a feature or an area of the codebase. Hold a structured feedback session that covers:

1. What is working well in the collaboration.
2. What is still unclear about the product or the codebase.
3. What the engineer needs to be more effective.

We join these conversations to make sure feedback reaches both sides and turns into action.

> Onboarding is not paperwork. It is the fastest way to turn a new engineer into a teammate.

## How to know it worked

At the 30-day mark, a well-onboarded engineer has merged several changes to production, can explain how their area of the product fits the business, and knows whom to ask when they are stuck. If any of those is missing, extend the plan by a sprint rather than hoping it resolves itself. A few extra weeks of deliberate support now costs far less than a disengaged teammate later.

## Common mistakes

- Treating augmented engineers as ticket processors without product context.
- Delaying access requests until the first day.
- Leaving them out of demos and retrospectives.
- Waiting until the end of a quarter to give feedback.

If you are about to bring on an augmented team, [our team can help you plan the first month](/contact).`,
  },
];

/** The Spanish demo posts, each a translation of an English one (by its slug): /es/blog lists them. */
export const demoTranslations: DemoTranslation[] = [
  {
    title: "La coincidencia horaria es parte de la entrega, no un beneficio extra",
    slug: "la-coincidencia-horaria-es-parte-de-la-entrega",
    excerpt:
      "Compartir horario suele verse como un plus. En la práctica, define qué tan rápido entrega tu equipo, cómo responde a los incidentes y cuánto contexto se pierde en el camino.",
    author: "Michael Brennan",
    imageUrl: null,
    published: true,
    publishedAt: "2025-03-11T15:30:00.000Z",
    language: "es",
    translationOf: "time-zone-overlap-is-a-delivery-feature",
    content: `## El costo oculto de esperar

La mayoría de los retrasos en la entrega no vienen de problemas técnicos difíciles. Vienen de la espera: por una revisión, por una decisión de producto, por la única persona con acceso a un sistema que nadie más puede tocar. En un equipo que comparte horario, esas esperas duran minutos. En un equipo repartido en extremos opuestos del reloj, duran un día.

Por eso tratamos la coincidencia horaria como parte de cómo entregamos software, no como una comodidad de agenda. Nuestros equipos en Costa Rica, México y Colombia trabajan en horario de EE. UU., y planificamos cada proyecto alrededor de esa coincidencia desde la primera semana.

## Lo que hace posible la coincidencia total

- **Dailies de verdad.** Los ingenieros hablan de sus bloqueos con el product owner en la misma reunión, y los bloqueos se resuelven en lugar de quedar anotados.
- **Trabajo en pareja entre empresas.** Tu staff engineer y nuestro desarrollador pueden sacar adelante juntos una migración complicada en una pantalla compartida.
- **Code review el mismo día.** Los pull requests se revisan mientras el autor todavía tiene todo el contexto, así se mantienen pequeños y se integran seguido.
- **Respuesta a incidentes en conjunto.** Cuando algo falla a las 3 p. m., hora del Este, las personas que escribieron el código están conectadas para ayudar a resolverlo.

## La coincidencia es necesaria, pero no suficiente

El horario compartido solo rinde si lo usas con intención. A nuestros clientes les recomendamos cuidar algunos hábitos:

- Mantén una franja central de colaboración, normalmente de cuatro a cinco horas, libre de reuniones solo internas, para que los dos lados estén disponibles.
- Deja las decisiones por escrito después de una llamada, aunque sea corta. La coincidencia reduce la necesidad de documentar; no la elimina.
- Invita a los ingenieros que se suman con Staff Augmentation a los mismos canales, demos y retrospectivas que a tu equipo interno.

> El objetivo no es solo tener a la gente conectada al mismo tiempo. El objetivo es que una pregunta hecha a las 11 a. m. tenga respuesta antes del almuerzo.

## Una prueba sencilla

Revisa los últimos diez pull requests que integró tu equipo y mira cuánto esperó cada uno su primera revisión. Después revisa las últimas diez preguntas que un desarrollador le hizo a un product manager. Si la respuesta típica tardó más de unas pocas horas, estás pagando un impuesto de espera, y es probable que la distancia sea parte de la razón.

Resolverlo no siempre exige sumar gente. A veces basta con mover una reunión o darle a un tech lead más autoridad para tomar decisiones. Pero si tu capacidad de ingeniería está a ocho horas o más de distancia, ningún proceso va a cerrar del todo la brecha.

Si quieres ver cómo un equipo nearshore encajaría en tu horario actual, [conoce nuestros modelos de contratación](/es/services) o [escríbenos](/es/contact).`,
  },
];

export const demoJobs: DemoJob[] = [
  {
    title: "Machine Learning Engineer",
    department: "AI & Machine Learning",
    location: "San José, Costa Rica",
    type: "Full-time",
    salary: "$5,500 - $7,500 / month",
    description:
      "Our AI R&D center in San José is growing. As a Machine Learning Engineer, you will take models from prototype to production for clients in healthcare, retail and financial services, including retrieval-augmented generation, document classification and forecasting. You will work closely with data engineers and product teams, and help shape the practices we use across every engagement.",
    responsibilities: [
      "Design, train and evaluate machine learning models, including LLM-based solutions.",
      "Build retrieval-augmented generation pipelines and the evaluation frameworks that keep them honest.",
      "Deploy and monitor models in production with attention to cost, latency and drift.",
      "Partner with client stakeholders to translate business problems into well-scoped ML use cases.",
      "Document experiments and share what you learn with engineering teams across the company.",
    ],
    requirements: [
      "3+ years of experience building and deploying machine learning systems in production.",
      "Strong Python skills and experience with PyTorch, scikit-learn or similar libraries.",
      "Hands-on experience with LLM APIs, vector databases and prompt evaluation.",
      "Experience with MLOps tooling and at least one major cloud platform (AWS, GCP or Azure).",
      "Fluent English and the ability to explain technical trade-offs to non-technical audiences.",
    ],
    category: "Engineering",
    published: true,
    publishedAt: "2026-11-18T14:00:00.000Z",
  },
  {
    title: "Senior Full-Stack Engineer (React/Node)",
    department: "Engineering",
    location: "San José, Costa Rica",
    type: "Full-time",
    salary: "$5,000 - $6,800 / month",
    description:
      "Join a product squad building customer-facing web applications for a North American logistics company. You will work across a React and TypeScript front end and Node.js services, collaborating daily with the client's product and design teams during US business hours. This role suits an engineer who enjoys owning features from design review through production.",
    responsibilities: [
      "Build and maintain features across React front ends and Node.js APIs using TypeScript.",
      "Take part in two-week sprint planning, estimation, reviews and retrospectives.",
      "Write automated tests and help keep the CI pipeline fast and reliable.",
      "Review pull requests and mentor mid-level engineers on the team.",
      "Work with product and design to refine requirements and propose technical trade-offs.",
    ],
    requirements: [
      "5+ years of professional software development experience, including at least 3 with React and Node.js.",
      "Strong TypeScript skills and experience designing REST or GraphQL APIs.",
      "Experience with relational databases such as PostgreSQL.",
      "Familiarity with cloud platforms (AWS, GCP or Azure) and containerized deployments.",
      "Fluent spoken and written English.",
    ],
    category: "Engineering",
    published: true,
    publishedAt: "2026-11-12T15:00:00.000Z",
  },
  {
    title: "Senior Backend Engineer (Java/Spring)",
    department: "Engineering",
    location: "Bogotá, Colombia",
    type: "Full-time",
    salary: "$4,800 - $6,500 / month",
    description:
      "We are looking for a senior backend engineer to join a dedicated team modernizing core services for a US financial services client. You will design and build Java and Spring Boot microservices, improve performance and reliability, and help move legacy components to a cloud-native architecture. Security, testing and clear documentation are part of everyday work on this team.",
    responsibilities: [
      "Design, build and maintain Spring Boot microservices and REST APIs.",
      "Refactor legacy modules into well-tested, independently deployable services.",
      "Improve observability with structured logging, metrics and tracing.",
      "Collaborate with QA and DevOps to keep releases predictable and secure.",
      "Contribute to architecture discussions and technical documentation.",
    ],
    requirements: [
      "5+ years of backend development experience with Java 11 or later.",
      "Solid experience with Spring Boot, Spring Data and JPA/Hibernate.",
      "Experience with messaging systems such as Kafka or RabbitMQ.",
      "Working knowledge of Docker, Kubernetes and CI/CD pipelines.",
      "Experience in regulated industries such as banking or insurance is a plus.",
      "Fluent English for daily communication with US stakeholders.",
    ],
    category: "Engineering",
    published: true,
    publishedAt: "2026-10-28T14:00:00.000Z",
  },
  {
    title: "Technical Product Owner",
    department: "Product",
    location: "Remote (Latin America)",
    type: "Full-time",
    salary: "$4,500 - $6,000 / month",
    description:
      "Join a dedicated team building a Salesforce-integrated customer portal for a US manufacturing client. As Technical Product Owner, you will manage the backlog, write detailed user stories and acceptance criteria, and act as the day-to-day bridge between the client's business stakeholders and our engineers. A solid technical background is essential.",
    responsibilities: [
      "Own and prioritize the product backlog in partnership with the client's product lead.",
      "Write user stories with clear acceptance criteria and technical notes.",
      "Lead backlog refinement and sprint planning sessions.",
      "Answer engineering questions quickly during the working day to keep the team unblocked.",
      "Review delivered work against acceptance criteria before each sprint review.",
    ],
    requirements: [
      "3+ years as a Product Owner, Business Analyst or similar role on software teams.",
      "A technical background in software development, QA or systems integration.",
      "Working knowledge of APIs, data models and integration patterns.",
      "Experience with Scrum and tools such as Jira or Azure DevOps.",
      "Fluent English and strong written communication skills.",
    ],
    category: "Product",
    published: true,
    publishedAt: "2026-10-20T14:00:00.000Z",
  },
  {
    title: "QA Automation Engineer",
    department: "Quality Assurance",
    location: "Mexico City, Mexico",
    type: "Full-time",
    salary: "$3,800 - $5,200 / month",
    description:
      "Help our delivery teams ship with confidence. As a QA Automation Engineer, you will design and maintain automated test suites for web applications and APIs, integrate them into CI pipelines, and work alongside developers from sprint planning onward. You will join the team of an e-commerce client that releases several times a week.",
    responsibilities: [
      "Design, build and maintain end-to-end and API test suites.",
      "Integrate automated tests into CI/CD pipelines and keep them fast and stable.",
      "Collaborate with developers and product owners to define acceptance criteria.",
      "Investigate failures, report defects clearly and verify fixes.",
      "Track quality metrics and recommend improvements to the test strategy.",
    ],
    requirements: [
      "3+ years of experience in test automation for web applications.",
      "Proficiency with Playwright, Cypress or Selenium, using TypeScript, JavaScript or Java.",
      "Experience testing REST APIs with tools such as Postman or REST Assured.",
      "Familiarity with CI tools such as GitHub Actions, GitLab CI or Jenkins.",
      "Fluent written and spoken English.",
    ],
    category: "QA",
    published: true,
    publishedAt: "2026-10-07T15:00:00.000Z",
  },
  {
    title: "Senior Product Designer",
    department: "Design",
    location: "Remote (Latin America)",
    type: "Full-time",
    salary: null,
    description:
      "We are looking for a Senior Product Designer to shape web and mobile experiences for clients in healthcare, retail and financial services. You will lead projects from research through high-fidelity design, work side by side with engineers during two-week sprints, and help maintain the design systems that keep our client products consistent and accessible.",
    responsibilities: [
      "Lead user research, journey mapping and usability testing.",
      "Create wireframes, prototypes and high-fidelity designs in Figma.",
      "Build and extend design systems in collaboration with front-end engineers.",
      "Present design rationale to client stakeholders and incorporate their feedback.",
      "Ensure designs meet accessibility standards such as WCAG 2.1 AA.",
    ],
    requirements: [
      "5+ years of product design experience for web or mobile applications.",
      "A portfolio showing end-to-end design work and the outcomes it achieved.",
      "Advanced proficiency in Figma, including components, variants and variables.",
      "Experience working in agile teams alongside engineers and product managers.",
      "Fluent English for presenting work to US clients.",
    ],
    category: "Design",
    published: true,
    publishedAt: "2026-09-24T14:00:00.000Z",
  },
  {
    title: "Senior QA Analyst",
    department: "Quality Assurance",
    location: "Remote (Latin America)",
    type: "Contract",
    salary: null,
    description:
      "We are seeking a Senior QA Analyst for a six-month contract, with possible extension, supporting a healthcare client through a major platform release. You will own test planning and execution across complex clinical and billing workflows, coordinate user acceptance testing with US stakeholders, and make sure every release meets functional and compliance requirements.",
    responsibilities: [
      "Create and maintain test plans, test cases and traceability matrices.",
      "Execute functional, regression and integration testing across web and mobile.",
      "Coordinate user acceptance testing with client stakeholders.",
      "Identify, document and prioritize defects with developers and product owners.",
      "Contribute to release readiness decisions and post-release reviews.",
    ],
    requirements: [
      "5+ years of experience in manual and exploratory testing of complex applications.",
      "Experience with test management tools such as TestRail or Jira with Xray.",
      "Familiarity with healthcare data or other regulated environments.",
      "Basic SQL skills for data validation.",
      "Excellent written and spoken English.",
    ],
    category: "QA",
    published: true,
    publishedAt: "2026-09-15T14:00:00.000Z",
  },
  {
    title: "Product Manager",
    department: "Product",
    location: "New York, USA",
    type: "Full-time",
    salary: "$130,000 - $155,000 / year",
    description:
      "As a Product Manager at our US headquarters, you will lead discovery and delivery for client products built by our nearshore teams. You will work with client executives to define outcomes, turn strategy into a clear roadmap, and partner with engineering leads in Latin America to ship in two-week increments. Expect occasional travel to client sites and our delivery centers.",
    responsibilities: [
      "Own product discovery, roadmaps and prioritization for one or more client engagements.",
      "Translate business goals into clear requirements, user stories and success metrics.",
      "Facilitate sprint reviews and stakeholder demos with client leadership.",
      "Work closely with engineering and design leads in Costa Rica, Mexico and Colombia.",
      "Track outcomes after launch and adjust plans based on data and feedback.",
    ],
    requirements: [
      "5+ years of product management experience on software products.",
      "Experience working with distributed or external engineering teams.",
      "Strong analytical skills and comfort with product analytics tools.",
      "Excellent communication with both executive and technical audiences.",
      "Professional working proficiency in Spanish is a plus.",
    ],
    category: "Product",
    published: true,
    publishedAt: "2026-09-03T14:00:00.000Z",
  },
  {
    title: "Salesforce Developer",
    department: "Salesforce Practice",
    location: "San José, Costa Rica",
    type: "Full-time",
    salary: "$4,200 - $5,800 / month",
    description:
      "Our Salesforce practice is hiring a developer to build and extend Sales Cloud and Service Cloud solutions for North American clients. You will write Apex and Lightning Web Components, design Flows, and integrate Salesforce with ERP and marketing platforms, working with architects and administrators on a team that follows source-driven development.",
    responsibilities: [
      "Develop Apex classes, triggers and Lightning Web Components.",
      "Build and maintain Flows and other declarative automation following platform best practices.",
      "Integrate Salesforce with external systems through REST APIs and platform events.",
      "Manage metadata in version control and promote changes through CI/CD pipelines.",
      "Write unit tests and take part in code reviews.",
    ],
    requirements: [
      "3+ years of Salesforce development experience.",
      "Salesforce Platform Developer I certification; Platform Developer II is a plus.",
      "Strong knowledge of Apex, SOQL and Lightning Web Components.",
      "Experience with Salesforce DX and source control.",
      "Fluent English for daily collaboration with US clients.",
    ],
    category: "Engineering",
    published: false,
    publishedAt: null,
  },
  // The Spanish edition (issue 27): two listings written in Spanish, each the translation of an English one.
  {
    title: "Ingeniero/a de Machine Learning",
    department: "IA y Machine Learning",
    location: "San José, Costa Rica",
    type: "Full-time",
    salary: "US$5,500 - US$7,500 al mes",
    description:
      "Nuestro centro de I+D en IA en San José está creciendo. Como Ingeniero/a de Machine Learning, llevarás modelos del prototipo a producción para clientes de salud, retail y servicios financieros: generación aumentada por recuperación (RAG), clasificación de documentos y pronósticos. Vas a trabajar de cerca con ingenieros de datos y equipos de producto, y a ayudar a definir las prácticas que usamos en cada proyecto.",
    responsibilities: [
      "Diseñar, entrenar y evaluar modelos de machine learning, incluidas soluciones basadas en LLM.",
      "Construir pipelines de RAG y los marcos de evaluación que los mantienen confiables.",
      "Desplegar y monitorear modelos en producción, cuidando el costo, la latencia y el drift.",
      "Trabajar con los equipos del cliente para convertir problemas de negocio en casos de uso de ML bien acotados.",
      "Documentar experimentos y compartir lo que aprendes con los equipos de ingeniería de toda la empresa.",
    ],
    requirements: [
      "3 años o más construyendo y desplegando sistemas de machine learning en producción.",
      "Dominio de Python y experiencia con PyTorch, scikit-learn o librerías similares.",
      "Experiencia práctica con APIs de LLM, bases de datos vectoriales y evaluación de prompts.",
      "Experiencia con herramientas de MLOps y al menos una nube principal (AWS, GCP o Azure).",
      "Inglés fluido y facilidad para explicar decisiones técnicas a personas no técnicas.",
    ],
    category: "Engineering",
    published: true,
    publishedAt: "2026-11-18T14:30:00.000Z",
    language: "es",
    translationOf: "Machine Learning Engineer",
  },
  {
    title: "Ingeniero/a de Automatización QA",
    department: "Aseguramiento de calidad",
    location: "Ciudad de México, México",
    type: "Full-time",
    salary: "US$3,800 - US$5,200 al mes",
    description:
      "Ayuda a nuestros equipos de entrega a lanzar con confianza. Como Ingeniero/a de Automatización QA, vas a diseñar y mantener suites de pruebas automatizadas para aplicaciones web y APIs, integrarlas en los pipelines de CI y trabajar con los desarrolladores desde la planificación del sprint. Te sumarás al equipo de un cliente de e-commerce que publica varias veces por semana.",
    responsibilities: [
      "Diseñar, construir y mantener suites de pruebas end-to-end y de API.",
      "Integrar las pruebas automatizadas en los pipelines de CI/CD y mantenerlas rápidas y estables.",
      "Definir criterios de aceptación junto con desarrolladores y product owners.",
      "Investigar fallas, reportar defectos con claridad y verificar las correcciones.",
      "Dar seguimiento a métricas de calidad y proponer mejoras a la estrategia de pruebas.",
    ],
    requirements: [
      "3 años o más de experiencia en automatización de pruebas para aplicaciones web.",
      "Dominio de Playwright, Cypress o Selenium, con TypeScript, JavaScript o Java.",
      "Experiencia probando APIs REST con herramientas como Postman o REST Assured.",
      "Conocimiento de herramientas de CI como GitHub Actions, GitLab CI o Jenkins.",
      "Inglés fluido, escrito y hablado.",
    ],
    category: "QA",
    published: true,
    publishedAt: "2026-10-07T15:30:00.000Z",
    language: "es",
    translationOf: "QA Automation Engineer",
  },
];

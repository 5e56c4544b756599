// Copy for the service pages, About and the privacy policy.

export const staffAugmentation = {
  intro:
    "Staff augmentation adds vetted engineers, testers and designers from Latin America to your own team. They follow your process, use your tools and work your hours, while we handle recruiting, HR, equipment and retention.",
  advantages: [
    { title: "Fast starts", text: "Candidates presented within 5 to 10 business days of your request." },
    { title: "Your hours", text: "Full overlap with US time zones, so collaboration happens in real time." },
    { title: "Fluent English", text: "Every candidate is assessed for spoken and written English before you meet them." },
    { title: "Lower cost", text: "Up to 50% savings compared with onshore hires of the same seniority." },
    { title: "Flexible scale", text: "Grow or shrink the team monthly as your roadmap changes, hourly or monthly." },
    { title: "High retention", text: "Career paths, mentoring and fair pay keep people, and their knowledge, on your project." },
  ],
  process: [
    { title: "Requirements analysis", text: "We learn your stack, team culture and the outcomes the role must deliver." },
    { title: "Talent matching", text: "Our recruiters and engineers shortlist candidates from our Latin American network." },
    { title: "Interview and selection", text: "You interview the shortlist and choose; we handle offers and paperwork." },
    { title: "Onboarding and integration", text: "Engineers join your tools, ceremonies and codebase with a 30-day plan." },
    { title: "Ongoing support", text: "A delivery manager checks in regularly, handles growth and keeps the team happy." },
  ],
  stories: [
    { client: "US logistics platform", text: "Three senior React engineers joined an existing product team and took over the dispatch dashboard.", result: "Shipping in production within four weeks" },
    { client: "Fintech scale-up", text: "A QA automation squad built end-to-end coverage for card onboarding flows.", result: "Regression cycle cut from three days to four hours" },
    { client: "B2B SaaS company", text: "Two data engineers extended a small analytics team during a warehouse migration.", result: "Migration delivered a quarter early" },
  ],
} as const;

export const customDevelopment = {
  why: [
    { title: "Built around your process", text: "Software shaped to how your business works, not the other way round." },
    { title: "You own it", text: "Code, infrastructure and documentation belong to you from the first commit." },
    { title: "Room to grow", text: "Architecture chosen for the scale and integrations you will need next year." },
  ],
  process: [
    { title: "Discovery and planning", text: "Workshops with your stakeholders turn goals into a prioritized roadmap, estimates and risks." },
    { title: "Design and architecture", text: "UX prototypes and a technical design that fits your cloud, your data and your budget." },
    { title: "Agile development", text: "Two-week sprints with a demo at the end of each, AI-assisted engineering and automated tests throughout." },
  ],
  expertise: [
    { title: "Web applications", text: "Customer portals, internal tools and SaaS products with modern frontends and robust APIs." },
    { title: "Mobile apps", text: "iOS and Android apps, native or cross-platform, connected to your backend." },
    { title: "Cloud and integrations", text: "Cloud-native services, data pipelines and integrations with the systems you already run." },
    { title: "Modernization", text: "Legacy systems moved to maintainable architectures without stopping the business." },
  ],
  stories: [
    { client: "US payroll software provider", text: "A dedicated team rebuilt payroll processing as event-driven services with automated validation.", result: "Payroll processing time reduced by 75%" },
    { client: "Multi-site healthcare network", text: "A data platform consolidated clinical, financial and staffing data for planning and reporting.", result: "Data consolidated from 12+ sources" },
  ],
} as const;

export const specializedPractices = {
  practices: [
    { title: "AI and machine learning", text: "Use-case discovery, retrieval-augmented assistants, predictive models and MLOps, taken from prototype to production responsibly." },
    { title: "Salesforce", text: "Sales, Service and Experience Cloud implementations, custom development and integrations by certified consultants." },
    { title: "EPM solutions", text: "Planning, budgeting, consolidation and reporting on leading enterprise performance management platforms." },
    { title: "Cybersecurity", text: "Secure development practices, cloud security reviews and compliance support built into delivery." },
  ],
  industries: [
    { title: "Healthcare", text: "Patient-facing apps, interoperability and analytics with privacy built in." },
    { title: "Financial services", text: "Onboarding, payments and risk tooling with the controls regulators expect." },
    { title: "Retail and e-commerce", text: "Storefronts, order management and personalization that scale for peak season." },
    { title: "Manufacturing", text: "Connected operations, quality data and planning systems for the plant floor." },
  ],
  stories: [
    { client: "B2B software company", text: "A stalled CRM rollout was re-planned and delivered in phases by our Salesforce practice.", result: "Sales team live on Salesforce in 14 weeks" },
    { client: "Regional insurer", text: "A retrieval-augmented assistant helps claims staff find policy answers in seconds.", result: "Average handling time down by a third" },
    { client: "Manufacturing group", text: "Our EPM team replaced spreadsheet budgeting with a connected planning model.", result: "Budget cycle shortened from 10 to 4 weeks" },
  ],
} as const;

export const about = {
  mission:
    "We help North American companies build great software with great people from Latin America: teams that work in your hours, speak your language and care about your business outcomes.",
  presence: [
    { country: "United States", role: "Headquarters", text: "Client partnerships, delivery leadership and account management." },
    { country: "Costa Rica", role: "Delivery & AI R&D Center", text: "Our largest delivery hub in San José, home of our AI research and practice leads." },
    { country: "Mexico", role: "Engineering hub", text: "Full-stack, mobile and QA teams working Central and Pacific time." },
    { country: "Colombia", role: "Engineering hub", text: "Backend, data and Salesforce specialists with strong Eastern-time overlap." },
  ],
  culture: [
    { title: "AI-first mindset", text: "We use AI across delivery, from code review to testing, with the judgment to know when not to." },
    { title: "Agile by default", text: "Short iterations, visible progress and honest retrospectives on every engagement." },
    { title: "Business-focused delivery", text: "We measure success by your outcomes, not by hours billed or tickets closed." },
    { title: "Latin American talent, global standards", text: "Senior engineers trained to the practices of the best North American product teams." },
  ],
} as const;

export const privacyPolicy = {
  lastUpdated: "April 23, 2025",
  sections: [
    { title: "1. Who we are", text: "Cordillera Nearshore provides software development and IT staffing services. This policy explains how we handle personal information collected through this website." },
    { title: "2. Information we collect", text: "We collect the information you give us: your name, company, e-mail address, phone number and message when you contact us; your e-mail address and optional name when you subscribe to our newsletter; and the details, resume link and cover letter you submit when you apply for a job. We also keep basic technical logs (such as IP address and browser type) for security." },
    { title: "3. How we use it", text: "We use your information to answer enquiries, send the newsletter you asked for, assess job applications, keep the site secure, and meet legal obligations. We do not sell personal information." },
    { title: "4. Cookies", text: "We use only the cookies the site needs to work: a short-lived cookie that shows you a confirmation after you submit a form, and a sign-in cookie for staff. We do not use advertising or tracking cookies." },
    { title: "5. Sharing", text: "We share information only with service providers that host and operate this site on our behalf, under contracts that protect it, or when the law requires us to." },
    { title: "6. Retention", text: "We keep enquiries and applications for as long as needed to respond and for our legitimate records, and newsletter subscriptions until you unsubscribe. Every newsletter sign-up comes with an unsubscribe link." },
    { title: "7. Your rights", text: "Depending on where you live, you may ask to access, correct or delete your personal information, or object to its use. We will answer within the time the law sets." },
    { title: "8. Contact", text: "Questions about this policy or your information can be sent to us by e-mail; we will reply promptly." },
  ],
} as const;

// Job alerts (issue 30): "Get new jobs by e-mail" on /jobs and every job page, the /jobs/alerts form and its answers,
// the pages its e-mailed links open (confirm, manage, unsubscribe), and what the alert e-mails say.
export const jobAlerts = {
  /** The link on /jobs and on every job page. */
  link: "Get new jobs by e-mail",
  linkText: "Tell us what you are looking for and we will e-mail you new openings that match.",
  feed: "Job feed (XML)",
  page: {
    title: "Job alerts",
    description: "Get new Cordillera Nearshore openings by e-mail: choose categories, locations and how often.",
    eyebrow: "Careers",
    heading: "Get new jobs by e-mail",
    intro:
      "Choose the kinds of roles and the places you want to hear about. We will e-mail you when a matching opening is published, right away or once a week.",
    back: "Back to open positions",
  },
  form: {
    email: "Email",
    emailPlaceholder: "you@example.com",
    categories: "Categories",
    categoriesHint: "Leave all unticked to hear about every category.",
    locations: "Locations",
    locationsHint: "Leave all unticked to hear about every location.",
    frequency: "How often",
    frequencies: { instant: "Instantly, one e-mail per new job", weekly: "A weekly digest" },
    locationNames: { remote: "Remote", us: "United States", cr: "Costa Rica", mx: "Mexico", co: "Colombia" },
    submit: "Create my job alert",
    save: "Save my choices",
    busy: "Sending...",
    consent:
      "We will e-mail you a link to confirm your address. Every alert has a link to change your choices or stop the alerts at any time.",
  },
  messages: {
    email: "Please enter a valid email address",
    categories: "Choose categories from the list",
    locations: "Choose locations from the list",
    frequency: "Choose how often you want to hear from us",
    successTitle: "Almost done",
    successText: "Please check your inbox and follow the link we sent to confirm your job alert.",
    failureTitle: "We could not create your job alert",
    failureText: "An unexpected error occurred.",
    savedTitle: "Your choices are saved",
    savedText: "Your job alert now follows the categories, locations and frequency above.",
  },
  /** /jobs/alerts/confirm: each state's title and paragraph; "confirm" shows the button. */
  confirm: {
    title: "Confirm your job alert",
    description: "Confirm your Cordillera Nearshore job alert.",
    submit: "Confirm my job alert",
    states: {
      invalid: {
        title: "This confirmation link is not valid",
        text: "It may have been used already, replaced by a newer one, or be more than 7 days old. Create your job alert again and we will send you a new link.",
      },
      confirm: {
        title: "Confirm your job alert",
        text: "Confirm that you want to receive new openings at this address.",
      },
      done: {
        title: "Your job alert is on",
        text: "Thank you for confirming. New openings that match your choices will arrive at this address.",
      },
    },
  },
  /** /jobs/alerts/manage: change the choices from the link in any alert. */
  manage: {
    title: "Your job alert",
    description: "Change the choices of your Cordillera Nearshore job alert.",
    heading: "Your job alert",
    intro: "Change what you hear about and how often. The alerts go to:",
    invalidTitle: "This link is not valid",
    invalidText: "It may be incomplete or out of date. Open the link from your latest job alert e-mail.",
    stopped: "This alert is stopped. Saving your choices does not start it again: create a new job alert for that.",
    unsubscribe: "Stop these e-mails",
  },
  /** /jobs/alerts/unsubscribe: each state's title and paragraph; "confirm" shows the button. */
  unsubscribe: {
    title: "Stop job alerts",
    description: "Stop your Cordillera Nearshore job alert.",
    submit: "Stop my job alert",
    states: {
      invalid: {
        title: "This link is not valid",
        text: "It may be incomplete or out of date. Copy the whole link from the e-mail, or write to us and we will stop the alerts by hand.",
      },
      already: {
        title: "Your job alert is already stopped",
        text: "This address no longer receives job alerts. Nothing more to do.",
      },
      confirm: {
        title: "Stop your job alert?",
        text: "You will stop receiving new openings at this address.",
      },
      done: {
        title: "Your job alert is stopped",
        text: "You will not receive job alerts at this address any more.",
      },
    },
  },
  emails: {
    /** The double opt-in e-mail; `{company}` is the company's name. */
    confirmation: {
      subject: "Please confirm your job alert from {company}",
      asked: "Someone, hopefully you, asked to receive new job openings from {company} at this address.",
      openLink: "To confirm, open this link:",
      button: "Confirm my job alert",
      validity:
        "The link works once, for 7 days. If you did not ask for this, ignore this e-mail: without your confirmation you will not hear from us again.",
    },
    /** One new opening; `{title}` is the job's title. */
    alert: {
      subject: "New opening: {title}",
      intro: "A new opening matches your job alert:",
      view: "See the job and apply",
    },
    /** The weekly digest; `{count}` is how many openings it lists. */
    digest: {
      subject: "{count} new openings at {company} this week",
      subjectOne: "1 new opening at {company} this week",
      intro: "These openings were published since your last digest and match your job alert:",
    },
    /** The foot of every alert and digest. */
    footer: {
      why: "You receive this because you created a job alert at {company}.",
      manage: "Change my choices",
      unsubscribe: "Stop these e-mails",
    },
  },
} as const;

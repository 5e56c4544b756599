// The newsletter: the sign-up form (footer and /newsletter) and its answers, the pages its e-mailed links open
// (/newsletter/confirm, /newsletter/unsubscribe), and what a subscriber's e-mails say. The spec's texts, word for word.
export const newsletter = {
  page: {
    title: "Newsletter",
    description: "Nearshore insights, once a month.",
    eyebrow: "Newsletter",
    heading: "Nearshore insights, once a month",
    intro: "Hiring trends, delivery practices and AI engineering notes from our teams across Latin America.",
    back: "Back to where you were",
  },
  form: {
    email: "Email",
    emailPlaceholder: "you@company.com",
    name: "Name (optional)",
    submit: "Subscribe",
    busy: "Subscribing...",
    /**
     * The consent wording under the fields, word for word; each sign-up stores the wording of its language with its
     * consent record, so what a subscriber agreed to can be shown later even after the wording changes.
     */
    consent:
      "We will e-mail you a link to confirm your address. Nearshore insights about once a month; unsubscribe at any time with the link in every issue.",
  },
  messages: {
    email: "Please enter a valid email address",
    successTitle: "Success!",
    successText: "Thank you for subscribing to our newsletter.",
    /** Said after successText on the page and in the footer: the sign-up is not done until the link is followed. */
    checkInbox: "Please check your inbox and follow the link we sent to confirm your address.",
    failureTitle: "Subscription failed",
    failureText: "An unexpected error occurred.",
  },
  /** /newsletter/confirm: each state's title and paragraph; "confirm" shows the button. */
  confirm: {
    title: "Confirm your subscription",
    description: "Confirm your Cordillera Nearshore newsletter subscription.",
    submit: "Confirm subscription",
    states: {
      invalid: {
        title: "This confirmation link is not valid",
        text: "It may have been used already, replaced by a newer one, or be more than 7 days old. Sign up again at the foot of any page and we will send you a new link.",
      },
      confirm: {
        title: "Confirm your subscription",
        text: "Confirm that you want to receive Nearshore insights at this address.",
      },
      done: {
        title: "You're subscribed",
        text: "Thank you for confirming. Nearshore insights will arrive at this address about once a month.",
      },
    },
  },
  /** /newsletter/unsubscribe: each state's title and paragraph; "confirm" shows the button. */
  unsubscribe: {
    title: "Unsubscribe",
    description: "Leave the Cordillera Nearshore newsletter.",
    submit: "Unsubscribe",
    states: {
      invalid: {
        title: "This unsubscribe link is not valid",
        text: "It may be incomplete or out of date. Copy the whole link from the e-mail, or write to us and we will remove you by hand.",
      },
      already: {
        title: "You're already unsubscribed",
        text: "This address no longer receives our newsletter. Nothing more to do.",
      },
      confirm: {
        title: "Unsubscribe from our newsletter?",
        text: "You will stop receiving Nearshore insights at this address.",
      },
      done: {
        title: "You have been unsubscribed",
        text: "You will not receive our newsletter at this address any more. Sorry to see you go.",
      },
    },
  },
  emails: {
    /** The double opt-in e-mail; `{company}` is the company's name. */
    confirmation: {
      subject: "Please confirm your subscription to {company}'s newsletter",
      asked: "Someone, hopefully you, asked to receive Nearshore insights from {company} at this address.",
      openLink: "To confirm, open this link:",
      button: "Confirm my subscription",
      validity:
        "The link works once, for 7 days. If you did not sign up, ignore this e-mail: without your confirmation you will not hear from us again.",
    },
    /** The line under every campaign issue (staff write the issue itself); `{site}` is the site's address. */
    campaign: {
      why: "You receive this because you subscribed to {company}'s newsletter.",
      whyAt: "You receive this because you subscribed to {company}'s newsletter at {site}.",
      unsubscribe: "Unsubscribe",
    },
  },
} as const;

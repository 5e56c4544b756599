// The newsletter's messages, without zod, for pages (the schema is in subscriber.ts).

export const NEWSLETTER_MESSAGES = {
  email: "Please enter a valid email address",
  successTitle: "Success!",
  successText: "Thank you for subscribing to our newsletter.",
  failureTitle: "Subscription failed",
  failureText: "An unexpected error occurred.",
} as const;

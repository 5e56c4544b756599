// Interviews on the booking engine (issue 31): the scheduling link's e-mail and page a candidate reads, and the
// e-mails of the interview itself (the same keys as booking.emails, so the meeting e-mails pick one or the other).
export const interviews = {
  invitation: {
    subject: "Schedule your interview for {position}",
    intro:
      "Thank you for applying for {position}. We would like to meet you: pick a time that suits you for your interview with our team.",
    button: "Pick a time",
    ask: "If none of the times suits you",
    expires: "The link works once and until {date}.",
  },
  page: {
    eyebrow: "Your interview",
    title: "Schedule your interview",
    description: "Pick a time for your interview with Cordillera Nearshore.",
    intro: "For {position}. Pick one of the times below; we will send the invitation to your e-mail.",
    slotsTitle: "Free times",
    bookedTitle: "Your interview is booked",
    bookedText:
      "We sent the invitation to {email}. Add it to your calendar; the e-mail has links to move or cancel it.",
    with: "With {host}, {when}.",
    back: "See our open jobs",
    invalidText:
      "A scheduling link works once and for two weeks. It may have been used already or replaced by a newer one. The most recent e-mail about your interview has links that work, or write to us for a new one.",
  },
  manage: {
    title: "Your interview",
    description: "Move or cancel your interview with Cordillera Nearshore.",
    current: "Your interview is on {when}.",
    cancelTitle: "Cancel your interview?",
    cancelText: "We will let your interviewer know and send you a cancellation for your calendar.",
    cancelSubmit: "Cancel the interview",
    cancelledTitle: "Your interview is cancelled",
    cancelledText: "We sent a cancellation to your calendar. Write to us if you would like another time.",
    rescheduleTitle: "Pick a new time",
    rescheduledTitle: "Your interview has moved",
    rescheduledText: "We sent the updated invitation to {email}.",
  },
  emails: {
    bookedSubject: "Your interview with Cordillera Nearshore: {when}",
    bookedIntro: "Your interview is booked. The invitation is attached; open it to add the interview to your calendar.",
    rescheduledSubject: "Your interview has moved: {when}",
    rescheduledIntro: "Your interview has moved. The updated invitation is attached.",
    cancelledSubject: "Your interview is cancelled",
    cancelledIntro: "Your interview on {when} is cancelled. The attachment removes it from your calendar.",
    reminderDaySubject: "Tomorrow: your interview with Cordillera Nearshore",
    reminderHourSubject: "In one hour: your interview with Cordillera Nearshore",
    reminderIntro: "A reminder of your interview.",
    when: "When",
    zone: "Time zone",
    host: "With",
    video: "Video link",
    agenda: "Agenda",
    reschedule: "Move the interview",
    cancel: "Cancel the interview",
    summary: "Interview with Cordillera Nearshore",
  },
} as const;

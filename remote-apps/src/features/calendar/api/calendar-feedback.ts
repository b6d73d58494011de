// What the calendar's writes tell the page: each says what it did or why it failed, in the page's words.
export interface CalendarFeedback {
  /** Said to screen readers after a change succeeded. */
  announce(message: string): void;
  /** Shown to everyone after a change failed. */
  fail(message: string): void;
}

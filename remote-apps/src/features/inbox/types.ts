// What the inbox's writes report to the page.
export interface InboxFeedback {
  /** Said to screen readers after a change succeeded. */
  announce(message: string): void;
  /** Shown to everyone after a change failed. */
  fail(message: string): void;
}

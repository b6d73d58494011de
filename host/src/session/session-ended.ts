/** What the app says when the server no longer knows the user's session (ended elsewhere, or expired). */
export const SESSION_ENDED_MESSAGE = 'Your session ended — sign in again';

// Frappe keeps some text as HTML (a task's description from its text editor, a notification's subject). The app
// shows and edits it as plain text: the markup is parsed into an inert document (nothing in it runs or loads)
// and only its text is kept.

const LINE_BREAKS = /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|blockquote|pre|tr)>/gi;

export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(
    html.replace(LINE_BREAKS, (tag) => `${tag}\n`),
    'text/html',
  );
  for (const hidden of document.querySelectorAll('script, style, template')) hidden.remove();
  return (document.body.textContent ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

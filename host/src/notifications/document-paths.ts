// Where the app shows a document a notification is about: a task opens in the task list's drawer
// (remote-projects' `/projects/all?task=`), a project on its page; anything else has no page in the app.

const DOCUMENT_PAGES: Readonly<Record<string, (name: string) => string>> = {
  Task: (name) => `/projects/all?task=${encodeURIComponent(name)}`,
  Project: (name) => `/task-project?project=${encodeURIComponent(name)}`,
};

/** The app path of the document, or '' when the app has no page for it. */
export function documentPath(doctype: string | undefined, name: string | undefined): string {
  const page = doctype && name ? DOCUMENT_PAGES[doctype] : undefined;
  return page && name ? page(name) : '';
}

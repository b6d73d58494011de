// The FAQ page's questions: how Tessera works, as it is built.

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'spaces',
    question: 'What is a space, and how do I add a project to one?',
    answer:
      'A space groups related projects, such as a department or a client. The sidebar lists your spaces and their projects; open the menu beside a space and choose "Create a new project". A four-step wizard asks for the project\'s name, a colour and its statuses, then shows a summary before Finish creates it.',
  },
  {
    id: 'all-tasks',
    question: 'Where do I see every task at once?',
    answer:
      'Projects → All tasks lists every task, grouped by status. Select a task to open it in a side drawer; the address then names the task, so you can send the link to a colleague and Back closes the drawer again.',
  },
  {
    id: 'kanban',
    question: 'Can I move cards on the kanban board without a mouse?',
    answer:
      'Yes. Each card has a menu with Move up, Move down and Move to, which lists the other columns. Dragging a card with the mouse does the same.',
  },
  {
    id: 'roles',
    question: 'What can each role do?',
    answer:
      'Every role can read spaces, projects and tasks. An Editor can also create and change them; an Admin and the SA can also delete. The dashboards are for Admins and the SA only. Your role comes from your user record on the server, never from the browser.',
  },
  {
    id: 'appearance',
    question: 'How do I switch to dark mode or a right-to-left layout?',
    answer:
      'Select "Customize the layout" in the top bar. The panel offers three layouts, the sidebar colour (in the second layout), Enable RTL, Dark mode and the footer. Your choices are kept for your next visit.',
  },
  {
    id: 'search',
    question: 'How do I find a task when I only remember a word of it?',
    answer:
      "Open Pages → Search results and type the word. Tasks whose subject or id contains it and projects whose name or description contains it are listed in groups, with the word marked; each result opens where it lives. The search is part of the page's address, so Back returns to your earlier search.",
  },
  {
    id: 'data',
    question: 'Where is my data kept?',
    answer:
      "On the Frappe site your organisation runs (ERPNext's Projects module holds projects and tasks). Tessera reads and writes it through Frappe's standard REST API, so the same records show in Frappe's own desk.",
  },
  {
    id: 'unavailable',
    question: 'A page says its part of the app is unavailable. What now?',
    answer:
      'Tessera is made of several parts loaded separately; if one cannot be reached, only its pages show this notice and the rest keeps working. Select Retry once the connection is back: the part loads again without reloading the page.',
  },
];

// The places the search page looks, in the order their result groups show. A new source is one more entry
// here: its label, where its data comes from (for the query key) and its request.
import type { SearchAnswer } from './search-types';
import { searchContacts } from './search-contacts';
import { searchProducts } from './search-products';
import { searchProjects } from './search-projects';
import { searchTasks } from './search-tasks';

export interface SearchSource {
  id: string;
  /** The result group's heading. */
  label: string;
  /** The Frappe doctype read, so a write to it refreshes these results (a demo API: its own name). */
  doctype: string;
  search: (query: string, signal?: AbortSignal) => Promise<SearchAnswer>;
}

export const SEARCH_SOURCES: readonly SearchSource[] = [
  { id: 'tasks', label: 'Tasks', doctype: 'Task', search: searchTasks },
  { id: 'projects', label: 'Projects', doctype: 'Project', search: searchProjects },
  { id: 'contacts', label: 'Contacts', doctype: 'demo-contacts', search: searchContacts },
  { id: 'products', label: 'Products', doctype: 'demo-products', search: searchProducts },
];

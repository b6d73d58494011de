// The sample spaces, their statuses and the projects inside them (seeded once per database). Seed spaces get
// readable names (their URLs read /projects/product); spaces users create get Frappe's hash names.

export interface SeedStatus {
  name1: string;
  color: string;
}

export interface SeedSpace {
  name: string;
  name1: string;
  color: string;
  statuses: readonly SeedStatus[];
}

export interface SeedProject {
  project_name: string;
  subject: string;
  space: string;
  color: string;
  /** Its own statuses (is_custom), else the space's. */
  statuses?: readonly SeedStatus[];
}

const GREY = '#64748b';
const SKY = '#0ea5e9';
const VIOLET = '#8b5cf6';
const AMBER = '#f59e0b';
const GREEN = '#16a34a';
const BLUE = '#2563eb';
const PINK = '#db2777';

export const SEED_SPACES: readonly SeedSpace[] = [
  {
    name: 'product',
    name1: 'Product',
    color: '#7c3aed',
    statuses: [
      { name1: 'Backlog', color: GREY },
      { name1: 'Discovery', color: SKY },
      { name1: 'In design', color: VIOLET },
      { name1: 'Review', color: AMBER },
      { name1: 'Done', color: GREEN },
    ],
  },
  {
    name: 'engineering',
    name1: 'Engineering',
    color: BLUE,
    statuses: [
      { name1: 'To do', color: GREY },
      { name1: 'In progress', color: BLUE },
      { name1: 'Code review', color: AMBER },
      { name1: 'QA', color: PINK },
      { name1: 'Done', color: GREEN },
    ],
  },
  {
    name: 'marketing',
    name1: 'Marketing',
    color: PINK,
    statuses: [
      { name1: 'Ideas', color: GREY },
      { name1: 'Drafting', color: SKY },
      { name1: 'Scheduled', color: AMBER },
      { name1: 'Published', color: GREEN },
    ],
  },
];

export const SEED_PROJECTS: readonly SeedProject[] = [
  { project_name: 'Customer portal', subject: 'Self-service portal for customers', space: 'product', color: '#7c3aed' },
  { project_name: 'Design system', subject: 'Tokens, components and guidelines', space: 'product', color: '#a855f7' },
  { project_name: 'Mobile app', subject: 'iOS and Android clients', space: 'engineering', color: '#0891b2' },
  { project_name: 'API platform', subject: 'Public REST API and webhooks', space: 'engineering', color: BLUE },
  {
    project_name: 'Release 1.2',
    subject: 'Everything shipping in 1.2',
    space: 'engineering',
    color: '#4f46e5',
    statuses: [
      { name1: 'Planned', color: GREY },
      { name1: 'Building', color: BLUE },
      { name1: 'Shipped', color: GREEN },
    ],
  },
  { project_name: 'Security hardening', subject: 'Audit findings and fixes', space: 'engineering', color: '#dc2626' },
  { project_name: 'Website relaunch', subject: 'New marketing site', space: 'marketing', color: PINK },
  {
    project_name: 'Q4 campaign',
    subject: 'End-of-year campaign',
    space: 'marketing',
    color: '#ea580c',
    statuses: [
      { name1: 'Brief', color: GREY },
      { name1: 'In production', color: AMBER },
      { name1: 'Live', color: GREEN },
    ],
  },
];

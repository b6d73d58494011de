// A small hand-made menu and remote list for the navigation and layout tests.
import type { RemoteState } from '../src/federation/remote-registry';
import type { HostMenuNode } from '../src/routing/route-table';

export const testMenu: HostMenuNode[] = [
  {
    id: 'projects',
    label: 'Projects',
    icon: 'folder',
    color: 'brand',
    remote: 'remote_projects',
    entries: [
      { label: 'All projects', to: '/projects/all', path: '/projects/:space' },
      { label: 'Kanban board', to: '/kanban/all', path: '/kanban/:space' },
    ],
    children: [],
  },
  {
    id: 'charts',
    label: 'Charts',
    icon: 'charts',
    color: 'teal',
    remote: 'remote_template_kits',
    entries: [{ label: 'Recharts', to: '/charts/recharts', path: '/charts/recharts' }],
    children: [
      {
        id: 'apex',
        label: 'Apex charts',
        icon: 'chart',
        color: 'teal',
        parent: 'charts',
        entries: [
          { label: 'Bar chart', to: '/charts/apex-chart/bar', path: '/charts/apex-chart/bar' },
          { label: 'Area chart', to: '/charts/apex-chart/area', path: '/charts/apex-chart/area' },
        ],
        children: [],
      },
    ],
  },
  {
    id: 'pages',
    label: 'Pages',
    icon: 'user',
    color: 'orange',
    remote: 'remote_template_kits',
    entries: [
      { label: 'User profile', to: '/pages/user-profile', path: '/pages/user-profile', access: 'admin' },
      { label: 'FAQ', to: '/pages/faq', path: '/pages/faq' },
    ],
    children: [],
  },
];

export const testRemotes: RemoteState[] = [
  {
    entry: {
      name: 'remote_apps',
      entry: 'http://127.0.0.1:3002/mf-manifest.json',
      title: 'Apps',
      basePaths: ['/todo'],
    },
    status: 'unavailable',
    error: 'down',
  },
];

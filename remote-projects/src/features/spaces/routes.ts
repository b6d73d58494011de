// The spaces tree: remote-projects' live section of the host's sidebar (no pages of its own).
import type { FeatureRoutes } from 'shared-ui/route-contract';

export const spacesRoutes: FeatureRoutes = {
  groups: [],
  pages: [],
  sections: [{ id: 'spaces', label: 'Spaces', icon: 'folder', order: 10, load: () => import('./SpacesSection') }],
};

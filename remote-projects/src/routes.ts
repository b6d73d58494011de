// remote-projects' route module (exposed as `./routes`): its features' pages and menu groups, joined.
import { joinFeatures } from 'shared-ui/route-contract';
import { kanbanRoutes } from './features/kanban/routes';
import { projectsRoutes } from './features/projects/routes';
import { spacesRoutes } from './features/spaces/routes';
import { taskManagerRoutes } from './features/task-manager/routes';

export default joinFeatures(projectsRoutes, kanbanRoutes, taskManagerRoutes, spacesRoutes);

// remote-projects' route module (exposed as `./routes`): its features' pages and menu groups, joined.
import { joinFeatures } from 'shared-ui/route-contract';
import { projectsRoutes } from './features/projects/routes';

export default joinFeatures(projectsRoutes);

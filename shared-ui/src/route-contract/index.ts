export { ROUTE_CONTRACT_VERSION, joinFeatures } from './types';
export type {
  PageDeclaration,
  PageOpening,
  PageMenuEntry,
  MenuGroupDeclaration,
  RouteModuleV2,
  FeatureRoutes,
  SidebarSectionDeclaration,
  SidebarSectionProps,
} from './types';
export { menuTree, type MenuEntry, type MenuNode } from './menu-tree';
export { checkRouteModule } from './check-route-module';

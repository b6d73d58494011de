// Types for route-declarations-plugin.cjs (the build runs it as plain CommonJS; its test is TypeScript).
export interface PublishedPage {
  path: string;
  title: string;
  access?: string;
  menu?: { group: string; label?: string; to?: string; order?: number };
}

export interface PublishedSection {
  id: string;
  label: string;
  icon: string;
  order?: number;
  access?: string;
}

export interface PublishedRoutes {
  contract: 2;
  groups: Array<{ id: string; label: string; icon: string; color: string; order?: number; parent?: string }>;
  pages: PublishedPage[];
  sections: PublishedSection[];
}

export declare const ROUTES_ASSET: 'routes.json';
export declare function routeDeclarations(module: unknown): PublishedRoutes;
export declare class RouteDeclarationsPlugin {
  constructor(routesFile: string);
  apply(compiler: unknown): void;
}

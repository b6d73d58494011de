import { checkRouteModule } from './check-route-module';
import { menuTree } from './menu-tree';
import { joinFeatures, type PageDeclaration } from './types';

const load = () => Promise.resolve({ default: () => null });

const projects = {
  groups: [{ id: 'projects', label: 'Projects', icon: 'folder', color: 'brand', order: 10 }],
  pages: [
    {
      path: '/projects/:space',
      title: 'Tasks',
      load,
      menu: { group: 'projects', label: 'All tasks', to: '/projects/all' },
    },
    { path: '/projects/settings', title: 'Settings', access: 'admin', load, menu: { group: 'projects', order: 1 } },
    { path: '/projects/task/:id', title: 'Task', load, parent: '/projects/all' },
  ] satisfies PageDeclaration[],
};
const kits = {
  groups: [
    { id: 'kits', label: 'Kits', icon: 'components', color: 'teal', order: 5 },
    { id: 'kits-forms', label: 'Forms', icon: 'file', color: 'teal', parent: 'kits' },
  ],
  pages: [
    { path: '/forms/basic', title: 'Basic form', load, menu: { group: 'kits-forms' } },
  ] satisfies PageDeclaration[],
};

describe('menuTree', () => {
  it('derives nested groups, in order, each entry carrying its page’s access and link', () => {
    const module = joinFeatures(projects, kits);
    const tree = menuTree(module.groups, module.pages);
    expect(tree.map((node) => node.id)).toEqual(['kits', 'projects']);
    expect(tree[0]?.children.map((node) => node.id)).toEqual(['kits-forms']);
    expect(tree[0]?.children[0]?.entries).toEqual([
      { label: 'Basic form', to: '/forms/basic', path: '/forms/basic', access: undefined },
    ]);
    expect(tree[1]?.entries).toEqual([
      { label: 'Settings', to: '/projects/settings', path: '/projects/settings', access: 'admin' },
      { label: 'All tasks', to: '/projects/all', path: '/projects/:space', access: undefined },
    ]);
  });
});

const sectionLoad = () => Promise.resolve({ default: () => null });

describe('joinFeatures', () => {
  it("joins the features' sidebar sections, none when no feature has any", () => {
    const spaces = { id: 'spaces', label: 'Spaces', icon: 'folder', load: sectionLoad };
    expect(joinFeatures(projects, { groups: [], pages: [], sections: [spaces] }).sections).toEqual([spaces]);
    expect(joinFeatures(projects).sections).toEqual([]);
  });
});

describe('checkRouteModule', () => {
  it('accepts a sound module', () => {
    expect(checkRouteModule(joinFeatures(projects), ['/projects'])).toEqual([]);
  });

  it('reports a menu link that does not open its page, an unknown group, a stray path, a duplicate and a cycle', () => {
    const broken = joinFeatures({
      groups: [
        { id: 'a', label: 'A', icon: 'x', color: 'red', parent: 'b' },
        { id: 'b', label: 'B', icon: 'x', color: 'red', parent: 'a' },
      ],
      pages: [
        { path: '/projects/:space', title: 'Tasks', load, menu: { group: 'a', to: '/kanban/all' } },
        { path: '/projects/:space', title: 'Again', load },
        { path: '/elsewhere', title: 'Stray', load, menu: { group: 'missing' } },
        { path: '/projects/:id/edit', title: 'Edit', load, menu: { group: 'a' } },
        { path: '/projects/:id/history', title: 'History', load, parent: '/kanban/all' },
      ],
      sections: [
        { id: 'spaces', label: 'Spaces', icon: 'folder', load: sectionLoad },
        { id: 'spaces', label: 'Spaces again', icon: 'folder', load: sectionLoad },
      ],
    });
    expect(checkRouteModule(broken, ['/projects'])).toEqual([
      '/projects/:space: its menu link /kanban/all does not open it',
      '/projects/:space: declared twice',
      '/elsewhere: outside the prefixes /projects',
      '/elsewhere: its menu group "missing" is not declared',
      '/projects/:id/edit: a path with parameters needs a menu link (menu.to)',
      "/projects/:id/history: its parent /kanban/all is none of the module's pages",
      'group a: nested in itself',
      'group b: nested in itself',
      'section spaces: declared twice',
    ]);
  });
});

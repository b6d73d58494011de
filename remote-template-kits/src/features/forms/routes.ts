import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@kits/paths';

export const formsRoutes: FeatureRoutes = {
  groups: [{ id: 'forms', label: 'Forms', icon: 'file', color: 'purple', order: 27 }],
  pages: [
    {
      path: paths.forms.basic,
      title: 'Basic form',
      load: () => import('./BasicFormPage'),
      menu: { group: 'forms', label: 'Basic form', order: 1 },
    },
    {
      path: paths.forms.actionBar,
      title: 'Action bar',
      load: () => import('./ActionBarPage'),
      menu: { group: 'forms', label: 'Action bar', order: 2 },
    },
    {
      path: paths.forms.layouts,
      title: 'Form layouts',
      load: () => import('./LayoutsPage'),
      menu: { group: 'forms', label: 'Layouts', order: 3 },
    },
    {
      path: paths.forms.multiColumn,
      title: 'Multi-column forms',
      load: () => import('./MultiColumnFormsPage'),
      menu: { group: 'forms', label: 'Multi-column forms', order: 4 },
    },
    {
      path: paths.forms.inputGroup,
      title: 'Input group',
      load: () => import('./InputGroupPage'),
      menu: { group: 'forms', label: 'Input group', order: 5 },
    },
    {
      path: paths.forms.validation,
      title: 'Form validation',
      load: () => import('./FormValidationPage'),
      menu: { group: 'forms', label: 'Form validation', order: 6 },
    },
    {
      path: paths.forms.wizard,
      title: 'Forms wizard',
      load: () => import('./FormsWizardPage'),
      menu: { group: 'forms', label: 'Forms wizard', order: 7 },
    },
    {
      path: paths.forms.editor,
      title: 'Form editor',
      load: () => import('./FormEditorPage'),
      menu: { group: 'forms', label: 'Form editor', order: 8 },
    },
    {
      path: paths.forms.tagInput,
      title: 'Tag input',
      load: () => import('./TagInputPage'),
      menu: { group: 'forms', label: 'Tag input', order: 9 },
    },
  ],
};

import type { FeatureRoutes } from 'shared-ui/route-contract';
import { paths } from '@kits/paths';

const GROUP = 'uikits';
const menu = { group: GROUP };

// In the menu order docs/product.md gives (Routes).
export const uikitsRoutes: FeatureRoutes = {
  groups: [{ id: GROUP, label: 'UI kits', icon: 'components', color: 'teal', order: 25 }],
  pages: [
    { path: paths.uikits.alerts, title: 'Alerts', load: () => import('./AlertsPage'), menu },
    { path: paths.uikits.accordions, title: 'Accordions', load: () => import('./AccordionsPage'), menu },
    { path: paths.uikits.badges, title: 'Badges', load: () => import('./BadgesPage'), menu },
    { path: paths.uikits.buttons, title: 'Buttons', load: () => import('./ButtonsPage'), menu },
    { path: paths.uikits.tabs, title: 'Tabs', load: () => import('./TabsPage'), menu },
    { path: paths.uikits.cards, title: 'Cards', load: () => import('./CardsPage'), menu },
    { path: paths.uikits.cardsMetrics, title: 'Metric cards', load: () => import('./CardsMetricsPage'), menu },
    { path: paths.uikits.carousel, title: 'Carousel', load: () => import('./CarouselPage'), menu },
    { path: paths.uikits.collapsibles, title: 'Collapsibles', load: () => import('./CollapsiblesPage'), menu },
    { path: paths.uikits.lists, title: 'Lists', load: () => import('./ListsPage'), menu },
    { path: paths.uikits.paginations, title: 'Paginations', load: () => import('./PaginationsPage'), menu },
    { path: paths.uikits.popover, title: 'Popover', load: () => import('./PopoverPage'), menu },
    { path: paths.uikits.progressbar, title: 'Progress bars', load: () => import('./ProgressbarPage'), menu },
    { path: paths.uikits.tables, title: 'Tables', load: () => import('./TablesPage'), menu },
    { path: paths.uikits.tooltip, title: 'Tooltip', load: () => import('./TooltipPage'), menu },
    { path: paths.uikits.modals, title: 'Modals', load: () => import('./ModalsPage'), menu },
    { path: paths.uikits.sliders, title: 'Sliders', load: () => import('./SlidersPage'), menu },
    { path: paths.uikits.rating, title: 'Rating', load: () => import('./RatingPage'), menu },
  ],
};

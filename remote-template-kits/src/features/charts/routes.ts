import type { FeatureRoutes, PageDeclaration } from 'shared-ui/route-contract';
import { paths } from '@kits/paths';

const GROUP = 'charts';
const APEX_GROUP = 'charts-apex';

/** A page of the group (or of its nested Apex group), in menu order, open to every signed-in user. */
function chartPage(
  group: string,
  path: string,
  title: string,
  order: number,
  load: PageDeclaration['load'],
  label = title,
): PageDeclaration {
  return { path, title, load, menu: { group, label, order } };
}

export const chartsRoutes: FeatureRoutes = {
  groups: [
    { id: GROUP, label: 'Charts', icon: 'charts', color: 'blue', order: 28 },
    { id: APEX_GROUP, label: 'Apex charts', icon: 'chart', color: 'blue', order: 5, parent: GROUP },
  ],
  // One line a page, as a table reads.
  // prettier-ignore
  pages: [
    chartPage(GROUP, paths.charts.echart, 'ECharts', 1, () => import('./EChartPage')),
    chartPage(GROUP, paths.charts.recharts, 'Recharts', 2, () => import('./RechartsPage')),
    chartPage(GROUP, paths.charts.victory, 'Victory charts', 3, () => import('./VictoryChartPage')),
    chartPage(GROUP, paths.charts.reactVis, 'React-vis', 4, () => import('./ReactVisPage')),
    chartPage(APEX_GROUP, paths.charts.apex.area, 'Area charts', 1, () => import('./apex/ApexAreaPage'), 'Area'),
    chartPage(APEX_GROUP, paths.charts.apex.bar, 'Bar charts', 2, () => import('./apex/ApexBarPage'), 'Bar'),
    chartPage(APEX_GROUP, paths.charts.apex.bubble, 'Bubble charts', 3, () => import('./apex/ApexBubblePage'), 'Bubble'),
    chartPage(APEX_GROUP, paths.charts.apex.column, 'Column charts', 4, () => import('./apex/ApexColumnPage'), 'Column'),
    chartPage(APEX_GROUP, paths.charts.apex.doughnut, 'Doughnut charts', 5, () => import('./apex/ApexDoughnutPage'), 'Doughnut'),
    chartPage(APEX_GROUP, paths.charts.apex.line, 'Line charts', 6, () => import('./apex/ApexLinePage'), 'Line'),
    chartPage(APEX_GROUP, paths.charts.apex.mix, 'Mixed charts', 7, () => import('./apex/ApexMixPage'), 'Mix'),
    chartPage(APEX_GROUP, paths.charts.apex.radar, 'Radar charts', 8, () => import('./apex/ApexRadarPage'), 'Radar'),
    chartPage(APEX_GROUP, paths.charts.apex.radialBar, 'Radial bar charts', 9, () => import('./apex/ApexRadialBarPage'), 'Radial bar'),
    chartPage(APEX_GROUP, paths.charts.apex.scatter, 'Scatter charts', 10, () => import('./apex/ApexScatterPage'), 'Scatter'),
    chartPage(APEX_GROUP, paths.charts.apex.sparkLine, 'Spark lines', 11, () => import('./apex/ApexSparkLinePage'), 'Spark line'),
  ],
};

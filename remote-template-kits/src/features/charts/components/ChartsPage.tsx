import { PageLayout } from 'shared-ui';
import type { ChartSpec } from './chart-spec';
import { ChartGallery } from './ChartGallery';

interface ChartsPageProps {
  title: string;
  description: string;
  charts: readonly ChartSpec[];
  dense?: boolean;
}

/** A page of this group: its heading, then its charts. */
export function ChartsPage({ title, description, charts, dense }: ChartsPageProps) {
  return (
    <PageLayout title={title} description={description}>
      <ChartGallery charts={charts} dense={dense} />
    </PageLayout>
  );
}

/** A page of this group as a component: `export default chartsPage(…)` is a whole page file. */
export function chartsPage(title: string, description: string, charts: readonly ChartSpec[], dense = false) {
  return function ChartsGroupPage() {
    return <ChartsPage title={title} description={description} charts={charts} dense={dense} />;
  };
}

import { TitledPage } from '@/components/ui/titled-page';
import { StatisticsOverview } from '@/features/statistics/components/statistics-overview';

export const StatisticsPage = () => (
  <TitledPage page="statistics">
    <StatisticsOverview />
  </TitledPage>
);

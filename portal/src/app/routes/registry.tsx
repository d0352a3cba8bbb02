import { ServiceIntro } from '@/components/ui/service-intro';

export const StatisticsPage = () => <ServiceIntro page="statistics" />;
export const UpdateDictPage = () => <ServiceIntro page="updateDict" />;

import { ServiceIntro } from '@/components/ui/service-intro';

export const EqueuePage = () => <ServiceIntro page="equeue" />;

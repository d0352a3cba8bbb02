import { ServiceIntro } from '@/components/ui/service-intro';

export const NotariesPage = () => <ServiceIntro page="notaries" />;
export const NotaryDetailsPage = () => <ServiceIntro page="notaryDetails" />;

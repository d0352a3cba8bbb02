import { ServiceIntro } from '@/components/ui/service-intro';

export const ServicesPage = () => <ServiceIntro page="services" />;
export const ServiceDetailsPage = () => <ServiceIntro page="serviceDetails" />;
export const ServiceCalculatorPage = () => <ServiceIntro page="serviceCalculator" />;

import { ServiceIntro } from '@/components/ui/service-intro';

export const SearchProxyPage = () => <ServiceIntro page="searchProxy" />;
export const SearchInheritcasePage = () => <ServiceIntro page="searchInheritcase" />;
export const SearchNotarialActPage = () => <ServiceIntro page="searchNotarialAct" />;
export const SearchBanPage = () => <ServiceIntro page="searchBan" />;

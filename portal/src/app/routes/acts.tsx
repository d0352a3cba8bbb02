import { ServiceIntro } from '@/components/ui/service-intro';

export const NotarialActPage = () => <ServiceIntro page="notarialAct" />;
export const MyActsPage = () => <ServiceIntro page="myActs" />;
export const MyActPage = () => <ServiceIntro page="myAct" />;
export const MyActMemberPage = () => <ServiceIntro page="myActMember" />;
export const MyActVehiclePage = () => <ServiceIntro page="myActVehicle" />;
export const MyActRealtyPage = () => <ServiceIntro page="myActRealty" />;
export const MyActOtherPropertyPage = () => <ServiceIntro page="myActOtherProperty" />;

import { ServiceIntro } from '@/components/ui/service-intro';

export const VideoTestingPage = () => <ServiceIntro page="videoTesting" />;
export const RoomVideoTestingPage = () => <ServiceIntro page="roomVideoTesting" />;

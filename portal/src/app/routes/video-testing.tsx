import { TitledPage } from '@/components/ui/titled-page';
import { RoomTest } from '@/features/room-test/components/room-test';
import { VideoTesting } from '@/features/video-testing/components/video-testing';

export const VideoTestingPage = () => (
  <TitledPage page="videoTesting">
    <VideoTesting />
  </TitledPage>
);
export const RoomVideoTestingPage = () => (
  <TitledPage page="roomVideoTesting">
    <RoomTest />
  </TitledPage>
);

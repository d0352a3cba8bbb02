import { useEffect, useRef } from 'react';

interface StreamPictureProps {
  stream: MediaStream | null;
  label: string;
  /** Our own picture is shown muted: its sound would come back through the speaker. */
  muted?: boolean;
  testId?: string;
}

/** A live camera or call stream in a 4:3 picture (the video call, the room test). */
export function StreamPicture({ stream, label, muted, testId }: StreamPictureProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      style={{ width: '100%', aspectRatio: '4 / 3', background: '#000', borderRadius: 4 }}
    />
  );
}

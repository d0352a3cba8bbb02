import { useCallback, useEffect, useState } from 'react';
import {
  checkDevices,
  measureBandwidth,
  meterLevel,
  stopStream,
  watchLevel,
  type Bandwidth,
  type DeviceCheck,
} from '@/lib/media-check';

export interface MediaTest {
  /** null while the camera and microphone are being checked. */
  devices: DeviceCheck | null;
  /** null while the speed is being measured. */
  bandwidth: Bandwidth | null;
  /** The microphone's loudness now, 0..1, for the meter. */
  level: number;
  checkAgain: () => void;
}

/**
 * Runs the three checks at once on arrival and on each "check again"; the camera and microphone stay open while the
 * page shows them (the preview and the meter), and are released when the page goes or the check restarts.
 */
export function useMediaTest(): MediaTest {
  const [run, setRun] = useState(0);
  const [devices, setDevices] = useState<DeviceCheck | null>(null);
  const [bandwidth, setBandwidth] = useState<Bandwidth | null>(null);
  const [level, setLevel] = useState(0);

  useEffect(() => {
    let gone = false;
    let stream: MediaStream | null = null;
    let stopMeter: () => void = () => undefined;
    const showLevel = (rms: number) => !gone && setLevel(meterLevel(rms));
    void checkDevices({ onLevel: showLevel }).then((check) => {
      if (gone) return stopStream(check.stream);
      stream = check.stream;
      setDevices(check);
      if (!check.stream?.getAudioTracks().length) return;
      try {
        stopMeter = watchLevel(check.stream, showLevel);
      } catch {
        // No Web Audio in this browser: the check has said so already, the meter stays empty.
      }
    });
    void measureBandwidth().then((measured) => !gone && setBandwidth(measured));
    return () => {
      gone = true;
      stopMeter();
      stopStream(stream);
    };
  }, [run]);

  const checkAgain = useCallback(() => {
    setDevices(null);
    setBandwidth(null);
    setLevel(0);
    setRun((count) => count + 1);
  }, []);

  return { devices, bandwidth, level, checkAgain };
}

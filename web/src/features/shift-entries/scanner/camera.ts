// The camera and the scan loop: getUserMedia (the back camera on phones), a frame read about every
// 150 ms (~7 per second) after the previous detection is done; a code is passed on, and the same
// code again only REPEAT_MS after that (a card still in view then counts as the next scan).
import { createDetector, type Detector } from './detector';

/** The same code is not passed on again within this long. */
export const REPEAT_MS = 2000;
const FRAME_MS = 150;

export type ScannerHandle = { stop: () => void; native: boolean };

export async function startScanner(video: HTMLVideoElement, onCode: (code: string) => void): Promise<ScannerHandle> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
  const [stream, detector] = await Promise.all([
    navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    }),
    createDetector(),
  ]);
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  try {
    await video.play();
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    throw error;
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen = new Map<string, number>();

  const loop = async () => {
    if (stopped) return;
    await readFrame(detector, video, seen, onCode);
    if (!stopped) timer = setTimeout(() => void loop(), FRAME_MS);
  };
  void loop();

  return {
    native: detector.native,
    stop() {
      stopped = true;
      clearTimeout(timer);
      stream.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
    },
  };
}

async function readFrame(detector: Detector, video: HTMLVideoElement, seen: Map<string, number>, onCode: (code: string) => void) {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return;
  let codes: { rawValue: string }[];
  try {
    codes = await detector.detect(video);
  } catch {
    return; // a frame that cannot be read (the camera switching): the next one may
  }
  const now = performance.now();
  for (const { rawValue } of codes) {
    const code = rawValue.trim();
    if (!code) continue;
    const last = seen.get(code);
    if (last !== undefined && now - last < REPEAT_MS) continue;
    seen.set(code, now);
    onCode(code);
  }
}

import { FACE_FRAME } from './constants';
import type { Guidance } from './state';

interface FaceOverlayProps {
  pictureSize: { width: number; height: number };
  guidance: Guidance | null;
}

/** Direction prompts: turn left (65, 20) and turn right (64, 19), in the subject's own left and right. */
export function turnOf(errors: readonly number[]): 'left' | 'right' | null {
  const first = errors.find((code) => [19, 20, 64, 65].includes(code));
  if (first === undefined) return null;
  return first === 65 || first === 20 ? 'left' : 'right';
}

/**
 * The face frame (180x250 for a 640x480 picture, docs/contracts/errors-and-limits.md#face-check) with the picture
 * outside it dimmed, and the face the server found. Drawn in the picture's own pixels (the viewBox), so it scales
 * exactly as the picture does.
 */
export function FaceOverlay({ pictureSize, guidance }: FaceOverlayProps) {
  const { width, height } = pictureSize;
  const scale = height / FACE_FRAME.pictureHeight;
  const rx = (FACE_FRAME.width / 2) * scale;
  const ry = (FACE_FRAME.height / 2) * scale;
  const [cx, cy] = [width / 2, height / 2];
  const oval = `M ${cx - rx} ${cy} a ${rx} ${ry} 0 1 0 ${2 * rx} 0 a ${rx} ${ry} 0 1 0 ${-2 * rx} 0 Z`;
  const rect = guidance?.faceRect;
  const good = guidance?.isOk ?? false;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    >
      <path d={`M 0 0 H ${width} V ${height} H 0 Z ${oval}`} fill="rgba(0, 0, 0, 0.45)" fillRule="evenodd" />
      <path
        d={oval}
        fill="none"
        stroke={good ? 'var(--mantine-color-green-5)' : 'white'}
        strokeWidth={4 * scale}
        data-testid="face-frame"
      />
      {rect && (
        <rect
          x={rect.x}
          y={rect.y}
          width={rect.width}
          height={rect.height}
          rx={12 * scale}
          fill="none"
          stroke={good ? 'var(--mantine-color-green-5)' : 'var(--mantine-color-orange-5)'}
          strokeWidth={3 * scale}
          strokeDasharray={good ? undefined : `${10 * scale} ${6 * scale}`}
          data-testid="face-rect"
        />
      )}
    </svg>
  );
}

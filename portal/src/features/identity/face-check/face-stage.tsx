import { Box, Center, Loader, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { FaceOverlay, turnOf } from './face-overlay';
import type { FaceCheckSource } from './source';
import type { FaceCheckState } from './state';
import classes from './face-stage.module.css';

interface FaceStageProps {
  source: FaceCheckSource;
  state: FaceCheckState;
  videoRef: RefObject<HTMLVideoElement | null>;
  previewLabel: string;
  onPictureLoaded: (width: number, height: number) => void;
}

const DEFAULT_PICTURE = { width: 640, height: 480 };

function Arrow({ side }: { side: 'left' | 'right' }) {
  return (
    <Text component="span" aria-hidden className={classes.arrow} data-side={side} data-testid={`turn-${side}`}>
      {side === 'left' ? '←' : '→'}
    </Text>
  );
}

/**
 * The camera picture, mirrored as a selfie so that turning left moves the picture left, with the face frame over
 * it (mirrored with it: the server measures the face in the unmirrored picture). Arrows and texts stay unmirrored.
 */
export function FaceStage({ source, state, videoRef, previewLabel, onPictureLoaded }: FaceStageProps) {
  const picture = state.pictureSize ?? DEFAULT_PICTURE;
  const turn = state.phase === 'checking' ? turnOf(state.guidance?.errors ?? []) : null;
  const showPreview = source.kind === 'kiosk' && state.connection;
  return (
    <Box className={classes.stage} style={{ aspectRatio: `${picture.width} / ${picture.height}` }}>
      <div className={classes.mirror}>
        {source.kind === 'browser' ? (
          <video ref={videoRef} className={classes.media} muted playsInline aria-label={previewLabel} />
        ) : (
          showPreview && (
            <img
              key={state.attempt}
              src={source.previewUrl}
              alt={previewLabel}
              className={classes.media}
              onLoad={(event) => onPictureLoaded(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)}
            />
          )
        )}
        {state.phase === 'checking' && <FaceOverlay pictureSize={picture} guidance={state.guidance} />}
      </div>
      {state.phase === 'starting' && (
        <Center className={classes.cover}>
          <Loader color="white" aria-hidden />
        </Center>
      )}
      {turn && <Arrow side={turn} />}
    </Box>
  );
}

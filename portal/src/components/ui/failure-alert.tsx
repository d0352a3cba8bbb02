import { Alert, type AlertProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { toldInPlace } from '@/lib/api-errors';
import { ErrorIcon } from './error-icon';

interface FailureAlertProps extends Pick<AlertProps, 'title' | 'children' | 'withCloseButton' | 'onClose' | 'closeButtonLabel'> {
  /** The failure it tells of: each new one is brought into view (the user may have scrolled away from it). */
  failure: unknown;
}

/** A failure told where the user is looking: red, with an icon, announced at once by screen readers. */
export function FailureAlert({ failure, ...props }: FailureAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    toldInPlace(failure);
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);
  return <Alert ref={ref} color="red" variant="light" role="alert" icon={<ErrorIcon />} {...props} />;
}

import { Alert } from '@mantine/core';
import { ApiError } from '@/lib/api-errors';

/** The server's refusal of what the form sent (its translated text), inside the form. */
export function Refusal({ error }: { error: unknown }) {
  if (!(error instanceof ApiError) || ![400, 409].includes(error.status)) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error.message}
    </Alert>
  );
}

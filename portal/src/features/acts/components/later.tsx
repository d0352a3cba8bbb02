import { Alert } from '@mantine/core';

/** What a tab will hold later in the act's life, said plainly while it is empty. */
export function Later({ children }: { children: string }) {
  return (
    <Alert variant="light" color="gray">
      {children}
    </Alert>
  );
}

import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a record (an act, a party, a subject): the label dimmed above, the value below. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500}>
        {children}
      </Text>
    </div>
  );
}

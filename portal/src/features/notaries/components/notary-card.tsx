import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { href } from '@/config/paths';
import type { NotaryListItem } from '@/lib/api';
import { NotaryRatings } from './ratings';
import { NotaryStatus } from './notary-status';

/** Where the details page's "back" link returns to: the directory with the filters the visitor had. */
export interface FromDirectory {
  from: string;
}

/** A notary in the directory: name (to the details), office, address, status and both ratings. */
export function NotaryCard({ notary }: { notary: NotaryListItem }) {
  const { pathname, search } = useLocation();
  const state: FromDirectory = { from: pathname + search };
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Anchor component={Link} to={href('notaryDetails', { id: notary.id })} state={state}>
            {notary.fullname}
          </Anchor>
        </Title>
        <div>
          <Text size="sm" fw={500}>
            {notary.office.name}
          </Text>
          <Text size="sm" c="dimmed">
            {notary.office.address}
          </Text>
        </div>
        <NotaryStatus notary={notary} />
        <NotaryRatings notary={notary} />
      </Stack>
    </Card>
  );
}

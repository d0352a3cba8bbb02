import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotaryListItem } from '@/lib/api';

const LICENCE_COLOURS: Record<string, string> = { active: 'teal', terminated: 'gray', cancelled: 'red' };
const STATE_COLOURS: Record<string, string> = { working: 'teal', vacation: 'yellow', incapacity: 'orange' };

type Status = Pick<NotaryListItem, 'licenceStatus' | 'state' | 'online'>;

/**
 * Licence status, then, for a practising notary only, the state (working, on vacation, temporarily incapacitated)
 * and whether acts can be made by video conference: a notary without a licence receives no one.
 */
export function NotaryStatus({ notary }: { notary: Status }) {
  const { t } = useTranslation();
  const practising = notary.licenceStatus === 'active';
  return (
    <Group gap="xs">
      <Badge color={LICENCE_COLOURS[notary.licenceStatus] ?? 'gray'} variant="light" tt="none">
        {t(`notaries.licence.${notary.licenceStatus}`, { defaultValue: notary.licenceStatus })}
      </Badge>
      {practising && (
        <Badge color={STATE_COLOURS[notary.state] ?? 'gray'} variant="light" tt="none">
          {t(`notaries.state.${notary.state}`, { defaultValue: notary.state })}
        </Badge>
      )}
      {practising && (
        <Badge color={notary.online ? 'ministry' : 'gray'} variant="outline" tt="none">
          {t(notary.online ? 'notaries.online' : 'notaries.offline')}
        </Badge>
      )}
    </Group>
  );
}

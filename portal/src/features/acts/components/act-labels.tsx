import { Badge } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { modeOfPath } from '@/config/env';
import { href } from '@/config/paths';
import type { ActState } from '@/lib/api';
import { useDictionaries, useLocalName } from '@/lib/dictionaries';

const STATE_COLORS: Record<ActState, string> = {
  draft: 'gray',
  in_progress: 'blue',
  registered: 'teal',
  rejected: 'red',
  annulled: 'red',
  cancelled: 'orange',
  inactive: 'yellow',
  deleted: 'gray',
};

export function StateBadge({ state }: { state: ActState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} variant="light">
      {t(`acts.state.${state}`)}
    </Badge>
  );
}

/** The act's page in the mode of the page the user is on: /enotarial_act/… or /kiosk/enotarial_act/…. */
export function useActHref(): (uuid: string) => string {
  const { pathname } = useLocation();
  const kiosk = modeOfPath(pathname) === 'kiosk';
  return useCallback((uuid) => href(kiosk ? 'kioskNotarialAct' : 'notarialAct', { uuid }), [kiosk]);
}

/** The quick start of an act, in the page's mode. */
export function useQuickStartHref(): (uuid: string) => string {
  const { pathname } = useLocation();
  const kiosk = modeOfPath(pathname) === 'kiosk';
  return useCallback((uuid) => href(kiosk ? 'kioskQuickStart' : 'quickStart', { uuid }), [kiosk]);
}

/** Act types from the cached dictionaries, in the interface language. */
export function useActTypes() {
  const name = useLocalName();
  const types = useDictionaries().dictionaries?.actTypes ?? [];
  return types.map((type) => ({ value: String(type.id), label: name(type.name) }));
}

export function useActTypeName(): (id: number) => string {
  const { t } = useTranslation();
  const types = useActTypes();
  return (id) => types.find((type) => type.value === String(id))?.label ?? t('acts.type_fallback', { id });
}

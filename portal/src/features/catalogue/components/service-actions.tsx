import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { newActPath } from '../act-type';

interface ServiceActionsProps {
  actTypeId: number;
  /** The id of the act's name on the page, so each card's buttons say which act they are for. */
  describedBy?: string;
  withCalculator?: boolean;
}

/** Start the act online (login first: the act page remembers where the visitor wanted to go) or work out its fee. */
export function ServiceActions({ actTypeId, describedBy, withCalculator = true }: ServiceActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button component={Link} to={newActPath(actTypeId)} aria-describedby={describedBy}>
        {t('catalogue.actions.create')}
      </Button>
      {withCalculator && (
        <Button
          component={Link}
          to={href('serviceCalculator', { nadid: actTypeId })}
          variant="light"
          aria-describedby={describedBy}
        >
          {t('catalogue.actions.calculator')}
        </Button>
      )}
    </Group>
  );
}

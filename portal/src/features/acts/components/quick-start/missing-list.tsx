import { Alert, Anchor, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Missing } from '@/lib/api';

/** What the server says is still missing, in words; each item may lead to the screen where it is given. */
export function MissingList({ items, onGo }: { items: Missing[]; onGo?: (item: Missing) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const text = (item: Missing) =>
    t(`acts.quick_start.missing.${item.item}`, { role: item.role ? t(`acts.roles.${item.role}`) : '' });
  return (
    <Alert variant="light" color="yellow" title={t('acts.quick_start.missing.title')}>
      <List aria-label={t('acts.quick_start.missing.title')}>
        {items.map((item) => (
          <List.Item key={`${item.item}-${item.role ?? ''}`}>
            {onGo ? (
              <Anchor component="button" type="button" onClick={() => onGo(item)}>
                {text(item)}
              </Anchor>
            ) : (
              text(item)
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

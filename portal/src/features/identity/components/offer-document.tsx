import { List, Stack, Text, Title } from '@mantine/core';
import offer from '@/locales/identity/offer-document.uz.json';

/**
 * The public offer's text. It is shown in Uzbek Cyrillic whatever the interface language
 * (docs/contracts/portal.md#languages), so it is one document (locales/identity/offer-document.uz.json), not a
 * catalogue entry, marked with its language.
 */
export function OfferDocument() {
  return (
    <Stack gap="sm" lang="uz-Cyrl" data-testid="offer-document">
      <Title order={3} size="h4">
        {offer.title}
      </Title>
      {offer.preamble.map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
      {offer.sections.map((section) => (
        <Stack key={section.title} gap={6} component="section">
          <Title order={4} size="h5">
            {section.title}
          </Title>
          <List spacing={6} size="sm" listStyleType="none">
            {section.paragraphs.map((paragraph) => (
              <List.Item key={paragraph}>{paragraph}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
      <Text size="sm" fw={500}>
        {offer.closing}
      </Text>
    </Stack>
  );
}

import { Alert, Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActHref } from './act-labels';

/** An act's path as the server writes it in a refusal ("an unfinished similar act: /enotarial_act/<uuid>"). */
const ACT_PATH = /\/enotarial_act\/([0-9a-fA-F-]{36})/g;

/** The server's text with each act path in it a link to that act, in the mode of the current page. */
export function TextWithActLinks({ text }: { text: string }) {
  const actHref = useActHref();
  const parts: (string | { uuid: string; path: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(ACT_PATH)) {
    const [path, uuid = ''] = match;
    parts.push(text.slice(last, match.index), { uuid, path });
    last = match.index + path.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <Anchor key={index} component={Link} to={actHref(part.uuid)} inherit>
            {part.path}
          </Anchor>
        ),
      )}
    </>
  );
}

/** A subject the server refused (a business block): its text, in place, with the act it names clickable. */
export function SubjectRefusal({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('acts.subjects_tab.add.refused')} withCloseButton onClose={onClose}>
      <TextWithActLinks text={text} />
    </Alert>
  );
}

import { Alert, Box, Code, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameHash, sha256Hex } from '../utils/sha256';

type Check = { state: 'idle' } | { state: 'hashing'; name: string } | { state: 'done'; name: string; hash: string } | { state: 'failed' };

/**
 * A drop zone (or a file chooser) for the PDF a person holds: its SHA-256 is computed here, in the browser, and
 * compared with the registry's hash of the signed print form. Nothing is uploaded.
 */
export function FileCheck({ registeredHash }: { registeredHash: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);

  const examine = async (file: File | undefined) => {
    if (!file) return;
    setCheck({ state: 'hashing', name: file.name });
    try {
      setCheck({ state: 'done', name: file.name, hash: await sha256Hex(file) });
    } catch {
      setCheck({ state: 'failed' });
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void examine(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap="sm">
      <UnstyledButton
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        aria-describedby={hintId}
      >
        <Box
          p="xl"
          ta="center"
          bd={`2px dashed ${dragging ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)'}`}
          bg={dragging ? 'var(--mantine-color-blue-0)' : undefined}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Text fw={500}>{t('verification.file.drop')}</Text>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('verification.file.hint')}
          </Text>
        </Box>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label={t('verification.file.choose')}
        onChange={(event) => {
          void examine(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      {check.state === 'hashing' && (
        <Text role="status">
          <Loader size="xs" mr="xs" />
          {t('verification.file.checking', { name: check.name })}
        </Text>
      )}
      {check.state === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {t('verification.file.failed')}
        </Alert>
      )}
      {check.state === 'done' &&
        (sameHash(registeredHash, check.hash) ? (
          <Alert color="teal" variant="light" role="status" title={t('verification.file.match_title')}>
            {t('verification.file.match', { name: check.name })}
          </Alert>
        ) : (
          <Alert color="red" variant="light" role="alert" title={t('verification.file.mismatch_title')}>
            <Stack gap={4}>
              <Text size="sm">{t('verification.file.mismatch', { name: check.name })}</Text>
              <Text size="xs">
                {t('verification.file.computed')} <Code>{check.hash}</Code>
              </Text>
            </Stack>
          </Alert>
        ))}
    </Stack>
  );
}

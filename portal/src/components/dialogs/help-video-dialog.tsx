import { AspectRatio, Modal, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@/components/layout/language-switch';
import { DIALOG_WIDTH } from '@/config/constants';
import { DEFAULT_LOCALE, Locale } from '@/config/env';
import { HTML_LANG } from '@/lib/i18n';
import { useDialogWidth } from './use-dialog-width';

interface HelpVideoDialogProps {
  opened: boolean;
  /**
   * The configured `helpVideoUrl`: the video shipped with the portal (`/help/identification.mp4`) or a hosted one. A
   * video file is played in place, its captions beside it; any other address (a video host's player) is embedded.
   */
  url: string;
  onClose: () => void;
}

const VIDEO_FILE = /\.(mp4|webm|ogg)(\?.*)?$/i;

/** A language's WebVTT captions sit beside the video file: `identification.mp4` has `identification.ru.vtt`. */
function captionsUrl(videoUrl: string, locale: Locale): string {
  return videoUrl.replace(VIDEO_FILE, `.${locale}.vtt$2`);
}

/** Captions from another host reach the player only through CORS, which that host must then allow for the video too. */
function crossOrigin(url: string): 'anonymous' | undefined {
  return new URL(url, window.location.href).origin === window.location.origin ? undefined : 'anonymous';
}

/**
 * The instructional video (docs/contracts/portal.md#dialogs): a walk through the identification with captions in
 * every interface language, the current one shown. It never starts by itself; closing unmounts the player, which
 * clears the video. The shipped file and its captions are made by `make help-video` (portal/README.md#help-video).
 */
export function HelpVideoDialog({ opened, url, onClose }: HelpVideoDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = Locale.options.find((language) => language === i18n.language) ?? DEFAULT_LOCALE;
  const title = t('dialog.help_video_title');
  const descriptionId = useId();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={useDialogWidth(DIALOG_WIDTH.video)} centered>
      <Stack gap="xs">
        <AspectRatio ratio={16 / 9}>
          {VIDEO_FILE.test(url) ? (
            // Keyed by language: a browser picks the default track only when the video is made.
            <video
              key={locale}
              src={url}
              controls
              preload="metadata"
              crossOrigin={crossOrigin(url)}
              aria-label={title}
              aria-describedby={descriptionId}
            >
              {Locale.options.map((language) => (
                <track
                  key={language}
                  kind="captions"
                  src={captionsUrl(url, language)}
                  srcLang={HTML_LANG[language]}
                  label={LANGUAGE_NAMES[language].full}
                  default={language === locale}
                />
              ))}
            </video>
          ) : (
            <iframe src={url} title={title} aria-describedby={descriptionId} allow="fullscreen" style={{ border: 0 }} />
          )}
        </AspectRatio>
        <Text id={descriptionId} size="sm" c="dimmed">
          {t('dialog.help_video_description')}
        </Text>
      </Stack>
    </Modal>
  );
}

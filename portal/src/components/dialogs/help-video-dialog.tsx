import { AspectRatio, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '@/config/constants';
import { useDialogWidth } from './use-dialog-width';

interface HelpVideoDialogProps {
  opened: boolean;
  /** A video file is played in place; any other address (a video host's player) is embedded. */
  url: string;
  onClose: () => void;
}

const VIDEO_FILE = /\.(mp4|webm|ogg)(\?.*)?$/i;

/** The instructional video; closing unmounts the player, which clears the video (docs/contracts/portal.md#dialogs). */
export function HelpVideoDialog({ opened, url, onClose }: HelpVideoDialogProps) {
  const { t } = useTranslation();
  const title = t('dialog.help_video_title');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={useDialogWidth(DIALOG_WIDTH.video)} centered>
      <AspectRatio ratio={16 / 9}>
        {VIDEO_FILE.test(url) ? (
          <video src={url} controls autoPlay aria-label={title} />
        ) : (
          <iframe src={url} title={title} allow="autoplay; fullscreen" style={{ border: 0 }} />
        )}
      </AspectRatio>
    </Modal>
  );
}

export { ErrorDialog } from './error-dialog';
export { HelpVideoDialog } from './help-video-dialog';
export { LoaderOverlay } from './loader-overlay';
export { NotificationDialog } from './notification-dialog';
export { SuccessDialog } from './success-dialog';
export { TechnicalWorkDialog } from './technical-work-dialog';

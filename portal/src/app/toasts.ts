// The toasts' container with its stylesheet, loaded after the first screen (provider.tsx).
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';

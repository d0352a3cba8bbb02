import { createTheme } from '@mantine/core';

/** Calm state-service look: one blue, plain system fonts, readable sizes. */
export const theme = createTheme({
  primaryColor: 'ministry',
  primaryShade: 7,
  colors: {
    ministry: [
      '#e8f1fb',
      '#cfe0f3',
      '#a0bfe6',
      '#6d9cd9',
      '#437ecd',
      '#2a6bc6',
      '#1b61c4',
      '#0d51ad',
      '#02489c',
      '#003d8a',
    ],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
});

import {
  createTheme,
  type CSSVariablesResolver,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineThemeOverride,
  type PaginationProps,
} from '@mantine/core';
import type { TFunction } from 'i18next';

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

/** WCAG 1.4.3's ratio for normal text, with a little margin for rounding. */
const TEXT_CONTRAST = 4.6;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour, darkened step by step until text in it (or white text on it) reads on the background. */
function readableOn(background: string, color: string): string {
  let amount = 0;
  while (contrast(darken(color, amount), background) < TEXT_CONTRAST) amount += 0.05;
  return darken(color, amount);
}

/** Mantine's colours the portal uses for states (errors, badges, alerts, buttons). */
const STATE_COLORS = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'gray'] as const;

/**
 * Mantine's light scheme puts some texts below 4.5:1 (dimmed text, light badges and alerts, white on red buttons):
 * the same colours, darkened just enough.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {};
  for (const name of STATE_COLORS) {
    const shades = DEFAULT_THEME.colors[name];
    const filled = readableOn('#ffffff', shades[6]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[1], shades[9]);
  }
  const dimmed = readableOn(theme.colors?.ministry?.[0] ?? '#ffffff', DEFAULT_THEME.colors.gray[6]);
  light['--mantine-color-dimmed'] = dimmed;
  light['--mantine-color-error'] = light['--mantine-color-red-filled'] as string;
  return { variables: {}, light, dark: {} };
};

/** Names for Mantine's icon-only buttons, which it labels in English or not at all, in the interface language. */
export function localizedComponents(t: TFunction): MantineThemeOverride {
  // Not the "close" of a dialog's own buttons: the cross in the corner is another button, with another name.
  const closeButtonProps = { 'aria-label': t('dialog.close_window') };
  const controlLabels: Record<string, string> = {
    first: t('common.first_page'),
    previous: t('common.previous_page'),
    next: t('common.next_page'),
    last: t('common.last_page'),
  };
  const getControlProps: PaginationProps['getControlProps'] = (control) => ({ 'aria-label': controlLabels[control] });
  return {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('dialog.close_notice') } } },
      Pagination: { defaultProps: { getControlProps } },
    },
  };
}

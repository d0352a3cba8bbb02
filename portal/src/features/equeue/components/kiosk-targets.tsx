import { Button, InputBase, MantineThemeProvider, Select, Tabs, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useKiosk } from '../hooks/use-kiosk';

/** On a kiosk every field and button of the page is large enough for a finger, shared form parts included. */
const KIOSK_SIZES = {
  components: {
    Button: Button.extend({ defaultProps: { size: 'lg' } }),
    InputBase: InputBase.extend({ defaultProps: { size: 'lg' } }),
    Select: Select.extend({ defaultProps: { size: 'lg' } }),
    TextInput: TextInput.extend({ defaultProps: { size: 'lg' } }),
    Textarea: Textarea.extend({ defaultProps: { size: 'lg' } }),
    Tabs: Tabs.extend({ defaultProps: { fz: 'lg' } }),
  },
};

export function KioskTargets({ children }: { children: ReactNode }) {
  const kiosk = useKiosk();
  if (!kiosk) return children;
  return <MantineThemeProvider theme={KIOSK_SIZES}>{children}</MantineThemeProvider>;
}

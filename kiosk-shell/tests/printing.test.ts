import { describe, expect, it } from 'vitest';
import { choosePrinter, isValidRegionId, printRegionCss } from '../src/policy/printing';

describe('print regions', () => {
  it('accepts plain identifiers only, since the id is written into CSS', () => {
    for (const id of ['ticket', 'act-summary', 'Q_12']) expect(isValidRegionId(id)).toBe(true);
    for (const id of ['', 'a b', 'x"]{}body{', 'x\\', 'ä', 'a'.repeat(65), 5, null, undefined]) {
      expect(isValidRegionId(id)).toBe(false);
    }
  });

  it('hides everything but the region when printing', () => {
    const css = printRegionCss('ticket');
    expect(css).toMatch(/^@media print \{/);
    expect(css).toContain('body * { visibility: hidden !important; }');
    expect(css).toContain('[data-print-region="ticket"], [data-print-region="ticket"] * { visibility: visible !important; }');
  });

  it('refuses to build CSS from a hostile id', () => {
    expect(() => printRegionCss('x"] , body * {')).toThrow(/invalid print region/);
  });
});

describe('printer choice', () => {
  it('uses the configured printer when the system has it', () => {
    expect(choosePrinter('ticket-printer', ['office', 'ticket-printer'])).toEqual({ ok: true, deviceName: 'ticket-printer' });
  });

  it('reports a configured printer that is missing rather than printing elsewhere', () => {
    expect(choosePrinter('ticket-printer', ['office'])).toEqual({ ok: false, error: 'printer-not-found' });
  });

  it('falls back to the system default when none is configured', () => {
    expect(choosePrinter(null, ['office'])).toEqual({ ok: true, deviceName: undefined });
    expect(choosePrinter(null, [])).toEqual({ ok: false, error: 'no-printer' });
  });
});

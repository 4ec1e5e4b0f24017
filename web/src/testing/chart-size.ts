import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so recharts' ResponsiveContainer would draw nothing: every chart's
 * container is given this size, as a browser would measure it. Undone by vi.restoreAllMocks and
 * vi.unstubAllGlobals.
 */
export function giveChartsASize(width: number, height: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, width, height) : new DOMRect();
  });
}

import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createLucideIcon from './lucide-icon';

/** The package's own icon (the tests run without the build's switch to ./lucide-icon) and its drawing. */
async function packageIcon(name: string) {
  const mod = (await import(/* @vite-ignore */ `lucide-react/icons/${name}`)) as unknown as {
    default: ComponentType<Record<string, unknown>>;
    __iconData: Parameters<typeof createLucideIcon>[0];
  };
  return { Real: mod.default, Light: createLucideIcon(mod.__iconData) as ComponentType<Record<string, unknown>> };
}

const PROPS: Record<string, unknown>[] = [
  {},
  { 'aria-hidden': 'true', className: 'size-4 text-ink-500' },
  { className: 'lucide size-5 size-5' },
  { 'aria-label': 'Close', role: 'img' },
  { size: 18, strokeWidth: 1.5, color: '#0f766e' },
  { size: 32, absoluteStrokeWidth: true },
  { width: 20, height: 16, fill: 'currentColor', 'data-x': 'y' },
  { title: 'Verified' },
];

describe('the light icon factory (web/vite.config.ts points lucide-react icons at it)', () => {
  for (const name of ['x', 'star', 'map-pin', 'badge-check', 'chevron-down', 'circle-check']) {
    it(`draws ${name} as the package does`, async () => {
      const { Real, Light } = await packageIcon(name);
      expect(renderToStaticMarkup(createElement(Real))).toContain(`class="lucide lucide-${name}`);
      for (const props of PROPS)
        expect(renderToStaticMarkup(createElement(Light, props))).toBe(
          renderToStaticMarkup(createElement(Real, props)),
        );
    });
  }
});

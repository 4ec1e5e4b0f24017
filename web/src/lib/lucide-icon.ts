import { createElement, forwardRef, type SVGProps } from 'react';

/**
 * A light stand-in for lucide-react's icon factory (its `createLucideIcon`), which every icon
 * module of the package calls with the icon's drawing. The build points the icon modules at this
 * file (web/vite.config.ts, `lightIcons`): the package's own factory brings some 6 KB of general
 * machinery (a context provider, attribute renaming for other frameworks, stroke scaling) into
 * every page's first download, and runs it for each icon drawn (issue 30's JavaScript budget).
 *
 * It draws the same `<svg>` as the package's, attribute for attribute, for the props this app
 * passes (className, aria-*, role, title, size, color, strokeWidth and any SVG attribute):
 * lucide-icon.test.tsx renders both side by side. The package's LucideProvider is not used here.
 */

type IconNode = [tag: string, attributes: Record<string, string | number>][];
interface IconData {
  name?: string;
  size?: number;
  node: IconNode;
  aliases?: string[];
}
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
};

/** Whether the icon is named for assistive technology; if not, it is hidden from it. */
const named = (props: Record<string, unknown>, children: unknown) =>
  Boolean(children) ||
  Object.keys(props).some((k) => (k.startsWith('aria-') || k === 'role' || k === 'title') && props[k] != null);

export default function createLucideIcon(data: IconData | string, iconNode: IconNode = [], aliases: string[] = []) {
  const icon: IconData = typeof data === 'string' ? { name: data, node: iconNode, aliases } : data;
  const box = icon.size ?? 24;
  const own = [
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).map((a) => `lucide-${a}`),
  ];
  return forwardRef<SVGSVGElement, IconProps>(function Icon(
    { color, size, width, height, strokeWidth = 2, absoluteStrokeWidth, className = '', children, ...rest },
    ref,
  ) {
    const w = width ?? size ?? 24;
    const h = height ?? size ?? 24;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: w,
        height: h,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(w) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set([...own, ...className.split(/\s+/)].filter(Boolean))].join(' '),
        ...(named(rest, children) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      ...(Array.isArray(children) ? children : [children]),
    );
  });
}

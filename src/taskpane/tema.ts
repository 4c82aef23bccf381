// The pane's theme: Office's (the Excel entry reads Office.context.officeTheme) or the browser's
// prefers-color-scheme (the web page). Host-free: each host's entry file passes what it knows.
import * as React from 'react';
import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import type { Theme } from '@fluentui/react-components';

/** Relative luminance (0 black … 1 white) of a "#rrggbb" or "#rgb" color, or null when it is not one. */
export function luminance(color: string | null | undefined): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((color ?? '').trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Fluent's dark theme when Office's body background is dark (Office's "Preto" and "Cinza-escuro" themes), else the light one. */
export function themeForBackground(bodyBackgroundColor: string | null | undefined): Theme {
  const l = luminance(bodyBackgroundColor);
  return l !== null && l < 0.3 ? webDarkTheme : webLightTheme;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the browser asks for a dark page (prefers-color-scheme), false where matchMedia is missing. */
export function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The theme that follows the browser's prefers-color-scheme, live (for the web page). */
export function usePreferredTheme(): Theme {
  const [dark, setDark] = React.useState(prefersDark);
  React.useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (): void => setDark(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  return dark ? webDarkTheme : webLightTheme;
}

/** CSS color-scheme of a theme: 'dark' when its background is dark. */
export function colorSchemeOf(theme: Theme): 'dark' | 'light' {
  const l = luminance(theme.colorNeutralBackground1);
  return l !== null && l < 0.3 ? 'dark' : 'light';
}

/**
 * The pane in `theme`, with the page's color-scheme following it: the browser draws its own controls
 * (the date pickers of the Nomeações step and their calendars, scroll bars) in the page's scheme, dark
 * text on a dark field otherwise. Set on the root element too, since the dialogs render outside the
 * provider's element. Pinned by test/taskpane/painel-chromium.test.ts.
 */
export function PaneTheme({ theme, children }: { theme: Theme; children: React.ReactNode }): React.JSX.Element {
  const scheme = colorSchemeOf(theme);
  React.useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.style.colorScheme = scheme;
  }, [scheme]);
  // React.createElement: the file stays .ts, where the hosts and tests import it from.
  return React.createElement(
    FluentProvider,
    { theme, style: { minHeight: '100vh', backgroundColor: theme.colorNeutralBackground1, colorScheme: scheme } },
    children,
  );
}

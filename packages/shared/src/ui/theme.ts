/**
 * Design tokens of the portal. Text colours are checked against their backgrounds for
 * WCAG AA (4.5:1 for body text): primary #1559b5 on white 6.4:1, textMuted #4a5568 on
 * white 7.5:1, white on success #1e7a34 5.4:1, white on danger #b3261e 6.5:1.
 */
export const theme = {
  colors: {
    primary: '#1559b5',
    primaryHover: '#0f478f',
    primarySoft: '#e7effa',
    onPrimary: '#ffffff',
    text: '#1a202c',
    textMuted: '#4a5568',
    border: '#c3cbd6',
    borderStrong: '#8792a2',
    background: '#f3f5f8',
    surface: '#ffffff',
    surfaceAlt: '#f8fafc',
    success: '#1e7a34',
    onSuccess: '#ffffff',
    danger: '#b3261e',
    dangerHover: '#8f1e18',
    onDanger: '#ffffff',
    warning: '#a15c00',
    focus: '#1a73e8',
    overlay: 'rgba(15, 23, 42, 0.5)',
    /** Row tints (SPEC §2 call-center colours); dark text stays readable on all of them. */
    row: {
      green: '#dcf2e0',
      orange: '#ffe3c2',
      yellow: '#fff6bf',
      red: '#fbd9d6',
      selected: '#e7effa',
      hover: '#f1f5fb',
    },
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radii: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  font: {
    family: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: 1.5,
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 2px 8px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.24)',
  },
  z: { drawer: 100, popover: 1000, dialog: 1100, snackbar: 1200 },
  breakpoints: { tablet: '768px', desktop: '1024px', wide: '1440px' },
  controlHeight: '38px',
} as const;

export type VerificaTheme = typeof theme;

// Types `props.theme` in every styled component of the portal (shell and remotes too: this
// module is part of the package's import graph, so the augmentation travels with it).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends VerificaTheme {}
}

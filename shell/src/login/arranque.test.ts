/**
 * The start-up card in the HTML template (packages/build-config/index.html) is painted before any
 * script runs, then React's first render replaces it. It must look like the login card it gives
 * way to: the same theme values as GlobalStyle and AuthCard.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@verifica/shared/base';

const plantilla = readFileSync(path.join(__dirname, '..', '..', '..', 'packages', 'build-config', 'index.html'), 'utf8');
const estilo = /<style>([\s\S]*?)<\/style>/.exec(plantilla)?.[1] ?? '';
const regla = (selector: string) => new RegExp(`(^|\\n)\\s*${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(estilo)?.[2] ?? '';

describe('la tarjeta de arranque de index.html', () => {
  it('shows the portal name and «Cargando…» inside #root, which React replaces', () => {
    expect(plantilla).toContain('<div id="root"><main class="arranque" aria-busy="true"><section><h1>Verifica</h1><p>Cargando…</p></section></main></div>');
  });

  it('is hidden without JavaScript, where only «Verifica necesita JavaScript.» is shown', () => {
    expect(plantilla).toContain('<noscript><style>.arranque { display: none; }</style></noscript>');
    expect(plantilla).toContain('<noscript>Verifica necesita JavaScript.</noscript>');
  });

  it('uses the body styles of GlobalStyle', () => {
    const body = regla('body');
    expect(body).toContain(`font-family: ${theme.font.family};`);
    expect(body).toContain(`font-size: ${theme.font.size.sm};`);
    expect(body).toContain(`line-height: ${theme.font.lineHeight};`);
    expect(body).toContain(`color: ${theme.colors.text};`);
    expect(body).toContain(`background: ${theme.colors.background};`);
  });

  it('is the login card: width, padding, gap, surface, radius, shadow and heading size', () => {
    expect(regla('.arranque')).toContain(`padding: ${theme.space.xl};`);
    const tarjeta = regla('.arranque section');
    expect(tarjeta).toContain('width: min(400px, 100%);');
    expect(tarjeta).toContain(`gap: ${theme.space.lg};`);
    expect(tarjeta).toContain(`padding: ${theme.space.xxl};`);
    expect(tarjeta).toContain(`background: ${theme.colors.surface};`);
    expect(tarjeta).toContain(`border-radius: ${theme.radii.lg};`);
    expect(tarjeta).toContain(`box-shadow: ${theme.shadow.md};`);
    const titulo = regla('.arranque h1');
    expect(titulo).toContain(`font-size: ${theme.font.size.xl};`);
    expect(titulo).toContain(`font-weight: ${theme.font.weight.bold};`);
  });
});

import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import * as SharedBase from '@verifica/shared/base';
import { compartidos } from './compartidos';

/** What packages/build-config declares (sharedConfig): the prefix form covers react-dom's subpaths. */
const DECLARADOS = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react-dom/': { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react/jsx-runtime': { version: '19.3.1', requiredVersion: '^19.3.1' },
  'styled-components': { version: '6.6.0', requiredVersion: '^6.6.0' },
  '@verifica/shared': { version: '3.0.0', requiredVersion: '^3.0.0' },
  '@verifica/shared/base': { version: '3.0.0', requiredVersion: '^3.0.0' },
  '@verifica/shared/router': { version: '3.0.0', requiredVersion: '^3.0.0' },
};

type Provisto = { version?: string; lib?: () => unknown; shareConfig?: { singleton?: boolean; requiredVersion: string | false } };

describe('singletons que el shell da a los remotos', () => {
  it('da el módulo que el propio shell ejecuta, con la versión declarada, como singleton', () => {
    const dados = compartidos(DECLARADOS) as Record<string, Provisto>;
    expect(Object.keys(dados).sort()).toEqual(
      ['@verifica/shared', '@verifica/shared/base', '@verifica/shared/router', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'styled-components'],
    );
    // The same functions (a CommonJS module's namespace object may be a wrapper of its own).
    expect((dados.react?.lib?.() as typeof React).useState).toBe(React.useState);
    expect((dados['react-dom/client']?.lib?.() as typeof ReactDOMClient).createRoot).toBe(ReactDOMClient.createRoot);
    expect((dados['@verifica/shared/base']?.lib?.() as typeof SharedBase).sessionStore).toBe(SharedBase.sessionStore);
    expect(dados['react-dom/client']).toMatchObject({ version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } });
    expect(dados['@verifica/shared']).toMatchObject({ version: '3.0.0', shareConfig: { singleton: true, requiredVersion: '^3.0.0' } });
  });

  it('un singleton declarado que el shell no da es un error al arrancar', () => {
    expect(() => compartidos({ ...DECLARADOS, '@verifica/otro': { version: '1.0.0', requiredVersion: '^1.0.0' } })).toThrow('El shell no provee: @verifica/otro');
  });

  it('un módulo que el shell da sin estar declarado es un error al arrancar', () => {
    const { 'styled-components': _omitido, ...sinStyled } = DECLARADOS;
    expect(() => compartidos(sinStyled)).toThrow('styled-components no es un singleton declarado');
  });
});

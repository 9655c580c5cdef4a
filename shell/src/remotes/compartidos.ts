import type { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as StyledComponents from 'styled-components';
import * as Shared from '@verifica/shared';
import * as SharedBase from '@verifica/shared/base';
// eslint-disable-next-line no-restricted-imports -- the whole module, handed to the remotes as is (router.ts exports no UNSAFE_ name)
import * as SharedRouter from '@verifica/shared/router';

/** A shared singleton as packages/build-config declares it (SHARED_SINGLETONS; a key ending in '/' covers its subpaths). */
interface Declarado {
  version: string;
  requiredVersion: string | false;
}

declare const __VERIFICA_COMPARTIDOS__: Record<string, Declarado>;

/** The shell's instance of each singleton the remotes consume. */
const MODULOS: Record<string, object> = {
  react: React,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react/jsx-runtime': JsxRuntime,
  'styled-components': StyledComponents,
  '@verifica/shared': Shared,
  '@verifica/shared/base': SharedBase,
  '@verifica/shared/router': SharedRouter,
};

type Compartidos = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

function declarado(clave: string, declarados: Record<string, Declarado>): Declarado | undefined {
  return declarados[clave] ?? Object.entries(declarados).find(([k]) => k.endsWith('/') && clave.startsWith(k))?.[1];
}

/**
 * The `shared` option of the shell's instance: each singleton as the module the shell itself runs
 * (`lib`: already loaded, so with 'loaded-first' every remote gets it, never its own copy). A
 * singleton declared in packages/build-config and missing here, or the reverse, is an error at
 * start-up rather than a second React in a remote.
 */
export function compartidos(declarados: Record<string, Declarado> = __VERIFICA_COMPARTIDOS__): Compartidos {
  const faltan = Object.keys(declarados).filter((k) => !k.endsWith('/') && !(k in MODULOS));
  if (faltan.length) throw new Error(`El shell no provee: ${faltan.join(', ')}`);
  const out: Compartidos = {};
  for (const [clave, modulo] of Object.entries(MODULOS)) {
    const d = declarado(clave, declarados);
    if (!d) throw new Error(`${clave} no es un singleton declarado en packages/build-config`);
    out[clave] = { version: d.version, lib: () => modulo, shareConfig: { singleton: true, requiredVersion: d.requiredVersion } };
  }
  return out;
}

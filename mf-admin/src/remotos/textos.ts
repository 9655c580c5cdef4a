import { carpetaRelease, type AgenciaListItem, type CanaryRelease, type VersionRemoto } from '@verifica/contracts';

/** A release as the screen names it: its folder, `2.4.0+3f9c1a2b4d`. */
export const nombreVersion = (v: Pick<VersionRemoto, 'version' | 'hash'>): string => carpetaRelease(v);

/** Who gets a canary: 'Agencia Centro, Agencia Norte y 10 % de los usuarios'. */
export function destinoCanary(canary: CanaryRelease, agencias: readonly AgenciaListItem[]): string {
  const partes: string[] = [];
  if (canary.agencias.length) {
    const nombres = canary.agencias.map((id) => agencias.find((a) => a.id === id)?.nombre ?? `Agencia ${id}`);
    partes.push(nombres.join(', '));
  }
  if (canary.porcentaje > 0) partes.push(`${canary.porcentaje} % de los usuarios`);
  return partes.join(' y ') || 'nadie';
}

import { etiquetaRemoto, type AgenciaListItem, type EstadoRemoto } from '@verifica/contracts';
import { Button, Card, Pila } from '@verifica/shared';
import { HistorialVersiones } from './HistorialVersiones';
import type { AccionRemoto } from './hooks/useAccionRemoto';
import { ResumenRemoto } from './ResumenRemoto';

/** One remote: its active release and canary (Revertir a la anterior, Quitar canary) over its history. */
export function TarjetaRemoto({ estado, agencias, pedir }: { estado: EstadoRemoto; agencias: readonly AgenciaListItem[]; pedir: (accion: AccionRemoto) => void }) {
  const { remoto, activa, canary } = estado;
  return (
    <Card
      aria-label={remoto}
      title={`${etiquetaRemoto(remoto)} (${remoto})`}
      actions={
        <div>
          {canary && (
            <Button size="sm" variant="secondary" onClick={() => pedir({ tipo: 'quitarCanary', remoto, version: canary })}>
              Quitar canary
            </Button>
          )}{' '}
          {activa && (
            <Button size="sm" variant="secondary" aria-label={`Revertir ${remoto} a la anterior`} onClick={() => pedir({ tipo: 'revertir', remoto, version: activa })}>
              Revertir a la anterior
            </Button>
          )}
        </div>
      }
    >
      <Pila>
        <ResumenRemoto estado={estado} agencias={agencias} />
        <HistorialVersiones estado={estado} pedir={pedir} />
      </Pila>
    </Card>
  );
}

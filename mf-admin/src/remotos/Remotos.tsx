import { Button, PageHeader, Pila, screenTitle, useAgenciasAmplias } from '@verifica/shared';
import { CanaryDialog } from './CanaryDialog';
import { ConfirmarAccion } from './ConfirmarAccion';
import { useAccionRemoto } from './hooks/useAccionRemoto';
import { useRemotos } from './hooks/useRemotos';
import { TarjetaRemoto } from './TarjetaRemoto';
import { VERSION_REMOTO } from './version';

export const MENSAJES_PANTALLA = {
  cargando: 'Cargando…',
  error: 'No se pudo leer el estado de los remotos',
  vacio: 'No hay remotos registrados',
} as const;

/**
 * Remotos (global users): each remote's active release and canary, its history, and Activar,
 * Revertir a la anterior, Canary, Quitar canary and Retirar, each confirmed first. The list follows
 * the `remoto` live events, so another administrator's change (or the CLI's) shows here.
 */
export default function Remotos() {
  const { carga, recargar } = useRemotos();
  const accion = useAccionRemoto(recargar);
  const agencias = useAgenciasAmplias() ?? [];
  const { pendiente } = accion;
  return (
    <section data-screen="remotos">
      <PageHeader title={screenTitle('remotos')}>
        <p>{`Esta pantalla: mf-admin ${VERSION_REMOTO}`}</p>
      </PageHeader>
      {carga.fase === 'cargando' && <p aria-busy="true">{MENSAJES_PANTALLA.cargando}</p>}
      {carga.fase === 'error' && (
        <div role="alert">
          <p>{MENSAJES_PANTALLA.error}</p>
          <Button variant="secondary" onClick={recargar}>
            Reintentar
          </Button>
        </div>
      )}
      {carga.fase === 'listo' && carga.datos.remotos.length === 0 && <p>{MENSAJES_PANTALLA.vacio}</p>}
      {carga.fase === 'listo' && (
        <Pila>
          {carga.datos.remotos.map((estado) => (
            <TarjetaRemoto key={estado.remoto} estado={estado} agencias={agencias} pedir={accion.pedir} />
          ))}
        </Pila>
      )}
      {pendiente?.tipo === 'canary' && (
        <CanaryDialog
          remoto={pendiente.remoto}
          version={pendiente.version}
          agencias={agencias}
          enviando={accion.enviando}
          error={accion.error}
          onConfirm={accion.confirmar}
          onClose={accion.cerrar}
        />
      )}
      {pendiente && pendiente.tipo !== 'canary' && (
        <ConfirmarAccion accion={pendiente} enviando={accion.enviando} error={accion.error} onConfirm={() => accion.confirmar()} onClose={accion.cerrar} />
      )}
    </section>
  );
}

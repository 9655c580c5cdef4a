import { ConfirmDialog, DIALOG_WIDTHS, FormDialog } from '@verifica/shared';
import type { AccionRemoto } from './hooks/useAccionRemoto';
import { nombreVersion } from './textos';

type Simple = Exclude<AccionRemoto, { tipo: 'canary' }>;

const TEXTOS: Record<Simple['tipo'], { titulo: string; boton: string; pregunta: (remoto: string, version: string) => string }> = {
  activar: {
    titulo: 'Activar versión',
    boton: 'Activar',
    pregunta: (r, v) => `¿Activar ${r} ${v}? Las páginas que se abran desde ahora la cargarán (en menos de un minuto); las abiertas verán el aviso para recargar.`,
  },
  revertir: {
    titulo: 'Revertir a la anterior',
    boton: 'Revertir',
    pregunta: (r, v) => `¿Quitar ${r} ${v} y volver a la versión activa antes que ella?`,
  },
  quitarCanary: {
    titulo: 'Quitar canary',
    boton: 'Quitar canary',
    pregunta: (r, v) => `¿Quitar la canary de ${r} ${v}? Todos los usuarios cargarán la versión activa.`,
  },
  retirar: {
    titulo: 'Retirar versión',
    boton: 'Retirar',
    pregunta: (r, v) => `¿Retirar ${r} ${v}? No se podrá activar ni servirá de respaldo.`,
  },
};

/** The confirmation of Activar, Revertir a la anterior, Quitar canary and Retirar, with the server's refusal in it. */
export function ConfirmarAccion({ accion, enviando, error, onConfirm, onClose }: { accion: Simple; enviando: boolean; error: string | null; onConfirm: () => void; onClose: () => void }) {
  const textos = TEXTOS[accion.tipo];
  const cuerpo = (
    <>
      <p>{textos.pregunta(accion.remoto, nombreVersion(accion.version))}</p>
      {accion.tipo === 'activar' && accion.version.incompatibilidad && <p>{accion.version.incompatibilidad}</p>}
      {error && <p role="alert">{error}</p>}
    </>
  );
  // Activar is no loss: a plain confirmation; the others take something away (red button).
  if (accion.tipo === 'activar') {
    return (
      <FormDialog title={textos.titulo} submitLabel={textos.boton} dismissLabel="Cancelar" busy={enviando} onSubmit={onConfirm} onClose={onClose} maxWidth={DIALOG_WIDTHS.upload}>
        {cuerpo}
      </FormDialog>
    );
  }
  return (
    <ConfirmDialog title={textos.titulo} submitLabel={textos.boton} busy={enviando} onSubmit={onConfirm} onClose={onClose}>
      {cuerpo}
    </ConfirmDialog>
  );
}

import type { Trabajo } from '@verifica/contracts';

/** A job as GET /api/trabajos/{id} answers it: the caller's own import, just started; `over` sets the rest. */
export function trabajoDemo(over: Partial<Trabajo> = {}): Trabajo {
  const ahora = new Date().toISOString();
  return {
    id: 1,
    tipo: 'importar_solicitudes',
    estado: 'en_curso',
    validacion: false,
    hechos: 0,
    total: null,
    error: null,
    resultado: null,
    nombre_archivo: null,
    propio: true,
    usuario: 'Ana Admin',
    created_at: ahora,
    iniciado_at: ahora,
    terminado_at: null,
    expira_at: null,
    enlace: null,
    ...over,
  };
}

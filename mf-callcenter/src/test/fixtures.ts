import { RESPUESTAS_LLAMADA_VACIAS, type AccionesLlamada, type SeguimientoLlamada, type SeguimientoLlamadaLeido, type SolicitudOperadorFila, type VerificacionOperador } from '@verifica/contracts';
import { clienteDemo, paginaReply, solicitudDetalleDemo, type TestApi } from '@verifica/shared/testing';

/** A row of GET /api/solicitudes_operadores (assigned to operator 5 unless changed). */
export function fila(id: number, cambios: Partial<SolicitudOperadorFila> = {}): SolicitudOperadorFila {
  const { agencia: _agencia, verificacion: _v, verificacion_operador: _vo, ...d } = solicitudDetalleDemo();
  return {
    ...d,
    ...clienteDemo(id),
    operador: 'Olga Operadora',
    operador_id: 5,
    solicitudes_operadores_created_at: '2026-11-20 10:00:00',
    verify: false,
    verify_finalizado: false,
    verify_hora_verificacion: null,
    verify_created_at: null,
    tiempo_esperando: 0,
    vigencia: 1,
    color_fila: null,
    intentos: 0,
    ultimo_intento: null,
    ...cambios,
  };
}

/** What the server allows: the assigned operator (or an admin) on an open form; nobody else. */
export const EDITAR: AccionesLlamada = { guardar: true, finalizar: true, rehabilitar: false };
export const NINGUNA: AccionesLlamada = { guardar: false, finalizar: false, rehabilitar: false };
export const ADMIN_FINALIZADA: AccionesLlamada = { guardar: true, finalizar: true, rehabilitar: true };

/** A saved call form as GET/POST/PUT answer it (open, editable by default). */
export function verificacion(cambios: Partial<VerificacionOperador> = {}, acciones: AccionesLlamada = EDITAR): SeguimientoLlamada {
  return {
    id: 77,
    solicitud_id: 1,
    finalizado: false,
    hora_verificacion: null,
    version: 1,
    ...RESPUESTAS_LLAMADA_VACIAS,
    ...cambios,
    acciones,
  } as SeguimientoLlamada;
}

/** GET of a form never saved: the empty form (id null) with what the user may do to create it. */
export const sinGuardar = (acciones: AccionesLlamada = EDITAR): { body: SeguimientoLlamadaLeido } => ({
  body: { id: null, solicitud_id: 1, finalizado: false, hora_verificacion: null, version: 0, ...RESPUESTAS_LLAMADA_VACIAS, acciones },
});

/** Plays GET /api/solicitudes_operadores: the page asked for (rowsPerPage -1 = plain array). */
export const listaReply = (filas: () => readonly SolicitudOperadorFila[]) => paginaReply(filas, 10);

/** An operator's queue of two folios (2 and 1) whose call forms were never saved; nobody to reassign them to. */
export function colaSinGuardar(api: TestApi): void {
  api.on('GET /api/solicitudes_operadores', listaReply(() => [fila(2), fila(1)]));
  api.on('GET /api/operadores/list', { body: [] });
  api.on('GET /api/verificaciones_operadores', sinGuardar());
}

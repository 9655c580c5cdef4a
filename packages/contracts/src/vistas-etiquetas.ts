/** The list views' limits and messages (vistas.ts), without zod. */
export const VISTAS_LIMITES = {
  nombre: 80,
  claves: 40,
  /** Bytes of the consulta as JSON. */
  bytes: 4096,
  columnas: 100,
  porPantalla: 50,
} as const;

export const MENSAJES_VISTAS = {
  nombreRequerido: 'Escribe un nombre para la vista',
  nombreLargo: `El nombre debe tener como máximo ${VISTAS_LIMITES.nombre} caracteres`,
  nombreDuplicado: 'Ya existe una vista con ese nombre',
  pantallaDesconocida: 'Pantalla no válida',
  consultaClaves: `La vista puede guardar como máximo ${VISTAS_LIMITES.claves} filtros`,
  consultaGrande: `La vista es demasiado grande (máximo ${VISTAS_LIMITES.bytes / 1024} KB)`,
  consultaValores: 'Los filtros de la vista deben ser texto',
  limite: `Alcanzaste el límite de ${VISTAS_LIMITES.porPantalla} vistas en esta pantalla; elimina alguna para guardar otra`,
  soloAdminsComparten: 'Solo los administradores pueden compartir vistas',
  sinAgenciaNoComparte: 'No puedes compartir vistas porque no tienes una agencia asignada',
  vistaGuardada: 'Vista guardada',
  vistaActualizada: 'Vista actualizada',
  vistaEliminada: 'Vista eliminada',
  vistaPredeterminada: 'Vista predeterminada',
} as const;

export const SEPARADOR_VALORES_VISTA = '\n';

import type { AsignarRespuesta, CargaRespuesta, MessageBody, PersonaListItem } from '@verifica/contracts';
import { http } from '@verifica/shared/base';
import type { ListParams } from '../api/paged';
import { getList, postArchivo } from '../api/resource';

/** Where a remote's assignment calls go (its own URLs, like `resource('agencias')`). */
export interface AsignacionUrls {
  /** GET the people of an agency (`agencia_id`), e.g. '/api/gestores/list'. */
  personas: string;
  /** POST assigns rows; PUT `/{solicitud_id}` reassigns one, e.g. '/api/solicitudes_encuestador'. */
  asignaciones: string;
  /** POST a spreadsheet (multipart `file`, `agencia_id` for broad users), e.g. '/api/solicitudes/load_file'. */
  carga: string;
}

/** The chosen rows, or `todos` + the filter, and the person. */
export type CuerpoAsignar = ListParams & { seleccionados?: number[]; todos?: boolean; usuario_id: number };

/** The calls of an assignment screen (SPEC §7): the person list, assign, reassign (usuario_id 0 unassigns), upload. */
export function asignacionApi({ personas, asignaciones, carga }: AsignacionUrls) {
  return {
    personas: (agenciaId: number | null): Promise<PersonaListItem[]> => getList<PersonaListItem>(personas, agenciaId ? { agencia_id: agenciaId } : {}),
    asignar: async (body: CuerpoAsignar): Promise<AsignarRespuesta> => (await http.post<AsignarRespuesta>(`${asignaciones}/`, body)).data,
    reasignar: async (solicitudId: number, usuarioId: number): Promise<MessageBody> =>
      (await http.put<MessageBody>(`${asignaciones}/${solicitudId}`, { usuario_id: usuarioId })).data,
    /** Reports the upload progress (0-100). */
    cargarArchivo: (file: File, onProgress: (porcentaje: number) => void, agenciaId?: number | null): Promise<CargaRespuesta> =>
      postArchivo<CargaRespuesta>(carga, file, onProgress, agenciaId ? { agencia_id: String(agenciaId) } : {}),
  };
}

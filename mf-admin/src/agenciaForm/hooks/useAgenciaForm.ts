import { agenciaInputSchema, type Agencia, type AgenciaInput, type RegionValue } from '@verifica/contracts';
import { AGENCIA_COLORES, pathTo, useRecordForm, validateWith, type RecordForm } from '@verifica/shared';
import { agencias } from '../../api';

export interface AgenciaFormValues {
  nombre: string;
  direccion: string;
  region: RegionValue | null;
  color: string;
}

export const NUEVA_AGENCIA: AgenciaFormValues = { nombre: '', direccion: '', region: null, color: AGENCIA_COLORES[0] };

export function agenciaToValues(agencia: Agencia): AgenciaFormValues {
  return {
    nombre: agencia.nombre,
    direccion: agencia.direccion,
    region: agencia.region,
    color: agencia.color || AGENCIA_COLORES[0],
  };
}

function saveAgencia(body: AgenciaInput, id: number): Promise<Agencia> {
  return id === 0 ? agencias.create(body) : agencias.update(id, body);
}

/** The agencia form's controller: GET /api/agencias/{id}, POST /api/agencias or PUT /api/agencias/{id}. */
export function useAgenciaForm(id: number | null): RecordForm<AgenciaFormValues> {
  return useRecordForm<AgenciaFormValues, Agencia, AgenciaInput>({
    id,
    initialValues: NUEVA_AGENCIA,
    load: agencias.get,
    toValues: agenciaToValues,
    validate: (values) => validateWith(agenciaInputSchema, values),
    save: saveAgencia,
    listPath: pathTo('agencias'),
  });
}

import styled from 'styled-components';
import { CODIGOS_LLAMADA as C, ETIQUETAS_DETALLE } from '@verifica/contracts';
import { AvisoConflicto, Button, DIALOG_WIDTHS, Dialog, Select, Spinner, Switch, TextField } from '@verifica/shared';
import { useSeguimientoLlamadas, type FolioLlamada, type SeguimientoLlamadas } from './hooks/useSeguimientoLlamadas';
import { ProgramarRellamada } from './ProgramarRellamada';

export interface SeguimientoLlamadasDialogProps {
  fila: FolioLlamada;
  onClose: () => void;
  /** After each successful save (the list reloads: colour, verification time). */
  onSaved: () => void;
}

const opciones = <V extends number>(e: { options: readonly { value: V; label: string }[] }) => e.options.map((o) => ({ value: o.value, label: o.label }));
const CONTESTO = opciones(C.particular_contesto);
const ESTATUS_TELEFONO = opciones(C.particular_telefono_estatus);
const TIPO_LABORAL = opciones(C.laboral_tipo_telefono);
const RECADOS = opciones(C.laboral_telefono_recados);
const FAMILIA = opciones(C.familia_amistad);
const ATENCION = opciones(C.tipo_atencion);

const Grupo = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
`;

const Estado = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One reference's questions (SPEC §4): knows the user -> family or friend (-> relationship / time); else attention type. */
function Referencia({ n, s }: { n: 1 | 2 | 3; s: SeguimientoLlamadas }) {
  const conocen = s.field(`ref${n}_conocen`, 'Conoce al titular');
  return (
    <Grupo>
      <legend>Referencia {n}</legend>
      <TextField {...s.field(`ref${n}_nombre`, 'Nombre')} />
      <Switch label={conocen.label} checked={conocen.value !== false} onChange={conocen.onChange} error={conocen.error} disabled={conocen.disabled} />
      {s.visible(`ref${n}_familia_amistad`) && <Select {...s.field(`ref${n}_familia_amistad`, 'Familiar o Amistad')} options={FAMILIA} clearable />}
      {s.visible(`ref${n}_parentesco`) && <TextField {...s.field(`ref${n}_parentesco`, 'Parentesco')} />}
      {s.visible(`ref${n}_tiempo_conocerlo`) && <TextField {...s.field(`ref${n}_tiempo_conocerlo`, 'Tiempo de conocerlo')} />}
      {s.visible(`ref${n}_tipo_atencion`) && <Select {...s.field(`ref${n}_tipo_atencion`, 'Tipo de Atención')} options={ATENCION} clearable />}
      <TextField {...s.field(`ref${n}_comentarios`, 'Comentarios')} />
    </Grupo>
  );
}

const ETIQUETA: Record<string, string> = ETIQUETAS_DETALLE.llamada;

/** Seguimiento de Llamadas (SPEC §2 Dialogs, §3, §4): persistent, max 800 px, scrolls inside itself. */
export function SeguimientoLlamadasDialog({ fila, onClose, onSaved }: SeguimientoLlamadasDialogProps) {
  const s = useSeguimientoLlamadas(fila, onSaved);
  const ocupado = s.guardando !== null;
  return (
    <Dialog
      open
      onClose={onClose}
      persistent
      maxWidth={DIALOG_WIDTHS.call}
      title={`Seguimiento de Llamadas — ${fila.folio_solicitud}`}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={ocupado}>
            Cerrar
          </Button>
          {s.acciones.rehabilitar && (
            <Button variant="secondary" onClick={() => s.ejecutar('rehabilitar')} loading={s.guardando === 'rehabilitar'} disabled={ocupado}>
              Rehabilitar
            </Button>
          )}
          {s.acciones.guardar && (
            <Button variant="secondary" onClick={() => s.ejecutar('guardar')} loading={s.guardando === 'guardar'} disabled={ocupado || s.cargando}>
              Guardar
            </Button>
          )}
          {s.acciones.finalizar && (
            <Button onClick={() => s.ejecutar('finalizar')} loading={s.guardando === 'finalizar'} disabled={ocupado || s.cargando}>
              Finalizar
            </Button>
          )}
        </>
      }
    >
      {s.cargando ? (
        <Spinner />
      ) : (
        <form
          aria-label="Seguimiento de Llamadas"
          onSubmit={(e) => {
            e.preventDefault();
            s.ejecutar('guardar');
          }}
        >
          {s.conflicto && <AvisoConflicto conflicto={{ ...s.conflicto, distintos: s.conflicto.distintos?.map((c) => ETIQUETA[c] ?? c) ?? null }} onRecargar={s.recargar} />}
          <Estado role="status">
            {s.finalizado ? `Finalizada el ${s.verificacion?.hora_verificacion ?? ''}` : s.verificacion ? 'En proceso' : 'Sin seguimiento'}
          </Estado>
          <Grupo>
            <legend>Teléfono Particular</legend>
            <Select {...s.field('particular_contesto', 'Contestó')} options={CONTESTO} clearable />
            {s.visible('particular_nombre') && <TextField {...s.field('particular_nombre', 'Nombre de quien contesta')} />}
            {s.visible('particular_telefono_estatus') && <Select {...s.field('particular_telefono_estatus', 'Estatus del Teléfono')} options={ESTATUS_TELEFONO} clearable />}
          </Grupo>
          <Grupo>
            <legend>Comentarios</legend>
            <TextField {...s.field('comentarios_nombre', 'Nombre')} />
            <TextField {...s.field('comentarios_apellido_paterno', 'Apellido Paterno')} />
            <TextField {...s.field('comentarios_apellido_materno', 'Apellido Materno')} />
            <TextField {...s.field('comentarios_domicilio', 'Domicilio')} />
            <TextField {...s.field('comentarios_rfc', 'RFC')} />
          </Grupo>
          <Grupo>
            <legend>Teléfono Laboral</legend>
            <Select {...s.field('laboral_tipo_telefono', 'Tipo de Teléfono')} options={TIPO_LABORAL} clearable />
            {s.visible('laboral_informante') && <TextField {...s.field('laboral_informante', 'Informante')} />}
            {s.visible('laboral_cargo_puesto') && <TextField {...s.field('laboral_cargo_puesto', 'Cargo o Puesto')} />}
            {s.visible('laboral_telefono_recados') && <Select {...s.field('laboral_telefono_recados', 'Teléfono de Recados')} options={RECADOS} clearable />}
          </Grupo>
          <Referencia n={1} s={s} />
          <Referencia n={2} s={s} />
          <Referencia n={3} s={s} />
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      )}
      {!s.cargando && <ProgramarRellamada solicitudId={fila.id} puede={s.acciones.guardar} version={s.verificacion?.version ?? 0} />}
    </Dialog>
  );
}

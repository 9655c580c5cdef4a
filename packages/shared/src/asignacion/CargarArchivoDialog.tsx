import { useMemo } from 'react';
import styled from 'styled-components';
import { CAMPOS_CARGA, etiquetaCampoCarga, type AgenciaListItem } from '@verifica/contracts';
import { Button } from '@verifica/shared/base';
import { Select } from '../ui/select/LazySelects';
import { toOptions } from '../ui/select/options';
import { DIALOG_WIDTHS } from '../ui/Dialog';
import { FormDialog } from '../ui/FormDialog';
import { FileField } from '../ui/FileField';
import { ProgresoTrabajo } from '../ui/ProgresoTrabajo';
import { EXTENSIONES_CARGA, useCargaArchivo, type SubirArchivo } from './useCargaArchivo';

export interface CargarArchivoDialogProps {
  open: boolean;
  onClose: () => void;
  /** The upload call (multipart `file`), reporting progress (axios onUploadProgress). */
  subir: SubirArchivo;
  /** After every upload attempt: reload the list. */
  onUploaded: () => void;
  /** Downloads the template with every accepted column. */
  descargarPlantilla?: () => void;
  title?: string;
  /** Broad users choose the agency the rows go to (required then); null hides the field. */
  agencias?: readonly AgenciaListItem[] | null;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** The fields a column can fill, by their template header. */
const OPCIONES_CAMPOS = CAMPOS_CARGA.map((c) => ({ value: c, label: etiquetaCampoCarga(c) }));

const Columnas = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend { font-weight: ${({ theme }) => theme.font.weight.bold}; }
  p { margin: 0; }
`;

const Progress = styled.progress`
  width: 100%;
  height: 8px;
`;

const Resultado = styled.div<{ $ok: boolean; $aviso: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ $ok, $aviso, theme }) => ($aviso ? theme.colors.warning : $ok ? theme.colors.success : theme.colors.danger)};
  border: 1px solid currentColor;
  max-height: 240px;
  overflow-y: auto;
  overflow-wrap: anywhere;
  p { margin: 0; }
  p:first-child { font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Enlace = styled.button`
  align-self: flex-start;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * Cargar Archivo (SPEC §2 Dialogs, §5, §8): .xlsx/.xls/.csv, max 600 px, Validar / Cerrar / Cargar,
 * a progress bar while the file goes up, then (a background job) its progress with Cancelar, then
 * the outcome with each "- Fila N: ..." line and, when there were errors, the error workbook to
 * download. Columns the server did not recognise get a field select each, for the next run.
 */
export function CargarArchivoDialog({ open, onClose, subir, onUploaded, descargarPlantilla, title = 'Cargar Archivo', agencias = null }: CargarArchivoDialogProps) {
  const carga = useCargaArchivo(subir, onUploaded);
  const agenciaOptions = useMemo(() => toOptions(agencias ?? [], 'id', 'nombre'), [agencias]);
  const falta = !carga.archivo || (agencias !== null && carga.agenciaId === null);
  // Bytes on their way: wait. A background job: the dialog may close, the job goes on.
  const enviando = carga.subiendo && carga.trabajo === null;
  const seguido = carga.trabajo?.trabajo ?? null;
  const cerrar = () => {
    if (enviando) return;
    carga.reiniciar();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={cerrar}
      title={title}
      maxWidth={DIALOG_WIDTHS.upload}
      submitLabel="Cargar"
      onSubmit={carga.cargar}
      busy={enviando}
      submitDisabled={falta || carga.trabajo !== null}
      extraActions={
        <Button variant="text" onClick={carga.validar} disabled={falta || carga.subiendo}>
          Validar
        </Button>
      }
    >
      <Body>
        {agencias !== null && <Select label="Agencia" options={agenciaOptions} value={carga.agenciaId} onChange={carga.setAgenciaId} />}
        <FileField
          label="Archivo (.xlsx, .xls o .csv)"
          file={carga.archivo}
          accept={EXTENSIONES_CARGA.join(',')}
          disabled={carga.subiendo}
          onChange={carga.elegir}
        />
        {descargarPlantilla && <Enlace type="button" onClick={descargarPlantilla}>Descargar plantilla</Enlace>}
        {enviando && <Progress aria-label="Progreso de la carga" max={100} value={carga.progreso} />}
        {seguido && (
          <>
            <ProgresoTrabajo trabajo={seguido} validacion={carga.validando} onCancelar={carga.trabajo?.cancelar} cancelando={carga.trabajo?.cancelando} />
            <p>Puedes cerrar esta ventana: la carga sigue y la verás en Mis trabajos.</p>
          </>
        )}
        {carga.resultado && (
          <Resultado role={carga.resultado.ok ? 'status' : 'alert'} $ok={carga.resultado.ok} $aviso={carga.resultado.aviso === true}>
            <p>{carga.resultado.mensaje}</p>
            {carga.resultado.resumen && <p>{carga.resultado.resumen}</p>}
            {carga.resultado.lineas.map((linea, i) => (
              <p key={i}>{linea}</p>
            ))}
          </Resultado>
        )}
        {carga.descargarErrores && (
          <Enlace type="button" onClick={carga.descargarErrores}>
            Descargar archivo con errores
          </Enlace>
        )}
        {carga.sinCampo.length > 0 && (
          <Columnas>
            <legend>Columnas sin campo</legend>
            <p>No reconocimos estas columnas y no se leyeron. Elige el campo de cada una y vuelve a validar o cargar; lo recordaremos para tus siguientes archivos.</p>
            {carga.sinCampo.map((encabezado) => (
              <Select
                key={encabezado}
                label={`Campo de la columna «${encabezado}»`}
                options={OPCIONES_CAMPOS}
                value={carga.mapeo[encabezado] ?? null}
                onChange={(campo) => carga.setCampo(encabezado, campo)}
                clearable
                placeholder="No leer esta columna"
                disabled={carga.subiendo}
              />
            ))}
          </Columnas>
        )}
      </Body>
    </FormDialog>
  );
}

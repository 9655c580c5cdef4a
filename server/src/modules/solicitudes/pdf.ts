import { CODIGOS_LLAMADA as C, COMENTARIOS_LLAMADA, ETIQUETAS_DETALLE as E, MENSAJES, type SolicitudDetalle } from '@verifica/contracts';
import { fechaHora } from '../../lib/dates';

type Valor = string | number | null | undefined;
type Fila = [string, Valor];
/** The request's fields printed as they are (not an object). */
type Simple = { [K in keyof SolicitudDetalle]: SolicitudDetalle[K] extends Valor ? K : never }[keyof SolicitudDetalle];
const { solicitud: S, verificacion: V, llamada: L, secciones } = E;

/** Label of a coded value read from loosely typed data ('' when absent or unknown). */
function etiqueta<V>(e: { has(v: unknown): v is V; label(v: V): string }, v: unknown): string {
  return e.has(v) ? e.label(v) : '';
}

/**
 * The request detail as a printable PDF (Letter, Helvetica). pdfkit and its font code load with
 * the first PDF, not with the server.
 */
export async function detallePdf(d: SolicitudDetalle): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Solicitud ${d.folio_solicitud}`, Author: 'Verifica' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const seccion = (titulo: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1a237e').text(titulo).moveDown(0.2);
    doc.moveTo(doc.page.margins.left, doc.y).lineTo(doc.page.width - doc.page.margins.right, doc.y).strokeColor('#9fa8da').stroke();
    doc.moveDown(0.3).fillColor('black');
  };
  const filas = (rows: Fila[]) => {
    for (const [k, v] of rows) {
      const valor = v === null || v === undefined || v === '' ? '—' : String(v);
      doc.font('Helvetica-Bold').fontSize(9).text(`${k}: `, { continued: true }).font('Helvetica').text(valor);
    }
  };

  doc.font('Helvetica-Bold').fontSize(16).text(`Solicitud ${d.folio_solicitud}`);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(`${S.agencia}: ${d.agencia.nombre} · Impreso: ${fechaHora(new Date())}`).fillColor('black');

  const campos = (...ks: (keyof typeof S & Simple)[]) => ks.map((k): Fila => [S[k], d[k]]);
  seccion(secciones.solicitud);
  filas([
    ...campos('nombre', 'appat_rzsoc', 'apmat_nomco', 'rfc', 'telefono'),
    [S.domicilio, [d.calle, d.num_ext, d.num_int && `Int. ${d.num_int}`].filter(Boolean).join(' ')],
    ...campos('entrecall', 'colonia', 'ciudad', 'edo', 'cp', 'estado', 'fuerza_venta', 'fecha_captura', 'created_at'),
  ]);

  seccion(secciones.referencias);
  filas([
    [E.referencia(1), [d.ref1_nombre, d.ref1_telefono].filter(Boolean).join(' · ')],
    [E.referencia(2), [d.ref2_nombre, d.ref2_telefono].filter(Boolean).join(' · ')],
    [E.referencia(3), [d.ref3_nombre, d.ref3_telefono].filter(Boolean).join(' · ')],
  ]);

  seccion(secciones.asignacion);
  filas([
    [S.gestor, d.encuestador],
    [S.asignado_gestor, d.solicitudes_encuentadores_created_at],
    [S.operador, d.operador],
    [S.asignado_operador, d.solicitudes_operadores_created_at],
    [S.comentario, d.comentario],
    [S.position, d.position ? `${d.position.latitude.toFixed(6)}, ${d.position.longitude.toFixed(6)}` : null],
  ]);

  const v = d.verificacion;
  seccion(secciones.verificacion);
  if (!v) filas([[L.estado, V.sinVerificacion]]);
  else
    filas([
      [V.hora, v.hora],
      [V.atendio, v.atendio_usuario ? V.atendioTitular : [v.nombre, v.parentesco && `(${v.parentesco})`].filter(Boolean).join(' ')],
      [V.vehiculo, v.tiene_vehiculo ? [v.marca, v.modelo].filter(Boolean).join(' ') : MENSAJES.sinVehiculo],
      [V.comentario, v.comentario || MENSAJES.sinComentarios],
      [V.fotos, v.imagenes.length],
      [V.position, v.position ? `${v.position.latitude.toFixed(6)}, ${v.position.longitude.toFixed(6)}` : null],
    ]);

  const vo = d.verificacion_operador;
  seccion(secciones.llamada);
  if (!vo) filas([[L.estado, L.sinVerificacion]]);
  else {
    filas([
      [L.estado, vo.finalizado ? L.finalizada : L.enProceso],
      [L.hora_verificacion, vo.hora_verificacion],
      [L.particular_contesto, C.particular_contesto.label(vo.particular_contesto)],
      [L.particular_nombre, vo.particular_nombre],
      [L.particular_telefono_estatus, C.particular_telefono_estatus.label(vo.particular_telefono_estatus)],
      [L.laboral_tipo_telefono, C.laboral_tipo_telefono.label(vo.laboral_tipo_telefono)],
      [L.laboral_informante, vo.laboral_informante],
      [L.laboral_cargo_puesto, vo.laboral_cargo_puesto],
      [L.laboral_telefono_recados, C.laboral_telefono_recados.label(vo.laboral_telefono_recados)],
      ...COMENTARIOS_LLAMADA.map((k): Fila => [L[k], vo[k]]),
    ]);
    const rec = vo as Record<string, unknown>;
    for (const n of [1, 2, 3] as const) {
      const txt = (k: string) => (typeof rec[`ref${n}_${k}`] === 'string' ? (rec[`ref${n}_${k}`] as string) : null);
      const num = (k: string) => (typeof rec[`ref${n}_${k}`] === 'number' ? (rec[`ref${n}_${k}`] as number) : null);
      const conocen = rec[`ref${n}_conocen`] !== false;
      filas([
        [E.referencia(n), txt('nombre')],
        [`  ${L.conoce}`, conocen ? 'Sí' : 'No'],
        conocen
          ? [`  ${L.familia_amistad}`, etiqueta(C.familia_amistad, num('familia_amistad'))]
          : [`  ${L.tipo_atencion}`, etiqueta(C.tipo_atencion, num('tipo_atencion'))],
        [`  ${L.parentesco}`, txt('parentesco')],
        [`  ${L.tiempo_conocerlo}`, txt('tiempo_conocerlo')],
        [`  ${L.comentarios}`, txt('comentarios')],
      ]);
    }
  }
  doc.end();
  return done;
}

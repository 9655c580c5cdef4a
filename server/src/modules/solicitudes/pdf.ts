import PDFDocument from 'pdfkit';
import {
  CategoriaTelefonoRecados,
  EstatusTelefono,
  FamiliaAmistad,
  MENSAJES,
  ParticularContesto,
  TipoAtencion,
  TipoTelefonoLaboral,
  type SolicitudDetalle,
} from '@verifica/contracts';
import { fechaHora } from '../../lib/dates';

type Fila = [string, string | number | null | undefined];

/** Label of a coded value read from loosely typed data ('' when absent or unknown). */
function etiqueta<V>(e: { has(v: unknown): v is V; label(v: V): string }, v: unknown): string {
  return e.has(v) ? e.label(v) : '';
}

/** The request detail as a printable PDF (Letter, Helvetica). */
export function detallePdf(d: SolicitudDetalle): Promise<Buffer> {
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
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(`Agencia: ${d.agencia.nombre} · Impreso: ${fechaHora(new Date())}`).fillColor('black');

  seccion('Datos del cliente');
  filas([
    ['Nombre', d.nombre],
    ['Apellido paterno / Razón social', d.appat_rzsoc],
    ['Apellido materno / Nombre comercial', d.apmat_nomco],
    ['RFC', d.rfc],
    ['Teléfono', d.telefono],
    ['Domicilio', [d.calle, d.num_ext, d.num_int && `Int. ${d.num_int}`].filter(Boolean).join(' ')],
    ['Entre calles', d.entrecall],
    ['Colonia', d.colonia],
    ['Ciudad', d.ciudad],
    ['Estado', d.edo],
    ['C.P.', d.cp],
    ['Estatus capturado', d.estado],
    ['Fuerza de venta', d.fuerza_venta],
    ['Fecha de captura', d.fecha_captura],
    ['Fecha de alta', d.created_at],
  ]);

  seccion('Referencias');
  filas([
    ['Referencia 1', [d.ref1_nombre, d.ref1_telefono].filter(Boolean).join(' · ')],
    ['Referencia 2', [d.ref2_nombre, d.ref2_telefono].filter(Boolean).join(' · ')],
    ['Referencia 3', [d.ref3_nombre, d.ref3_telefono].filter(Boolean).join(' · ')],
  ]);

  seccion('Asignación');
  filas([
    ['Gestor', d.encuestador],
    ['Asignado al gestor', d.solicitudes_encuentadores_created_at],
    ['Operador', d.operador],
    ['Asignado al operador', d.solicitudes_operadores_created_at],
    ['Comentario interno', d.comentario],
    ['Posición', d.position ? `${d.position.latitude.toFixed(6)}, ${d.position.longitude.toFixed(6)}` : null],
  ]);

  const v = d.verificacion;
  seccion('Verificación de campo');
  if (!v) filas([['Estado', 'Sin verificación']]);
  else
    filas([
      ['Hora', v.hora],
      ['Atendió', v.atendio_usuario ? 'El titular' : [v.nombre, v.parentesco && `(${v.parentesco})`].filter(Boolean).join(' ')],
      ['Vehículo', v.tiene_vehiculo ? [v.marca, v.modelo].filter(Boolean).join(' ') : MENSAJES.sinVehiculo],
      ['Comentario', v.comentario || MENSAJES.sinComentarios],
      ['Fotografías', v.imagenes.length],
      ['Posición', v.position ? `${v.position.latitude.toFixed(6)}, ${v.position.longitude.toFixed(6)}` : null],
    ]);

  const vo = d.verificacion_operador;
  seccion('Seguimiento de llamadas');
  if (!vo) filas([['Estado', 'Sin verificación telefónica']]);
  else {
    filas([
      ['Estado', vo.finalizado ? 'Finalizada' : 'En proceso'],
      ['Hora de verificación', vo.hora_verificacion],
      ['Contestó', ParticularContesto.label(vo.particular_contesto)],
      ['Nombre', vo.particular_nombre],
      ['Estatus del teléfono', EstatusTelefono.label(vo.particular_telefono_estatus)],
      ['Tipo de teléfono laboral', TipoTelefonoLaboral.label(vo.laboral_tipo_telefono)],
      ['Informante', vo.laboral_informante],
      ['Cargo / puesto', vo.laboral_cargo_puesto],
      ['Teléfono de recados', CategoriaTelefonoRecados.label(vo.laboral_telefono_recados)],
      ['Comentarios nombre', vo.comentarios_nombre],
      ['Comentarios apellido paterno', vo.comentarios_apellido_paterno],
      ['Comentarios apellido materno', vo.comentarios_apellido_materno],
      ['Comentarios domicilio', vo.comentarios_domicilio],
      ['Comentarios RFC', vo.comentarios_rfc],
    ]);
    const rec = vo as Record<string, unknown>;
    for (const n of [1, 2, 3] as const) {
      const txt = (k: string) => (typeof rec[`ref${n}_${k}`] === 'string' ? (rec[`ref${n}_${k}`] as string) : null);
      const num = (k: string) => (typeof rec[`ref${n}_${k}`] === 'number' ? (rec[`ref${n}_${k}`] as number) : null);
      const conocen = rec[`ref${n}_conocen`] !== false;
      filas([
        [`Referencia ${n}`, txt('nombre')],
        ['  Conoce al titular', conocen ? 'Sí' : 'No'],
        conocen
          ? ['  Familiar o amistad', etiqueta(FamiliaAmistad, num('familia_amistad'))]
          : ['  Tipo de atención', etiqueta(TipoAtencion, num('tipo_atencion'))],
        ['  Parentesco', txt('parentesco')],
        ['  Tiempo de conocerlo', txt('tiempo_conocerlo')],
        ['  Comentarios', txt('comentarios')],
      ]);
    }
  }
  doc.end();
  return done;
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  CODIGOS_LLAMADA,
  COMENTARIOS_LLAMADA,
  ETIQUETAS_DETALLE,
  MENSAJES,
  type SolicitudDetalle,
  type Verificacion,
  type VerificacionOperador,
} from '@verifica/contracts';
import { listaPlana } from '@verifica/shared/base';
import { domicilio, nombreCliente, nombreGestor, nombreOperador } from './format';

const { solicitud: S, verificacion: V, llamada: L, secciones } = ETIQUETAS_DETALLE;
const { familia_amistad: FamiliaAmistad, tipo_atencion: TipoAtencion } = CODIGOS_LLAMADA;

const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.primary};
  }
  h4 {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: 0;
  @media (max-width: 600px) { grid-template-columns: minmax(0, 1fr); }
`;

const Item = styled.div<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${listaPlana}
  img {
    display: block;
    width: 120px;
    height: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Item $wide={wide}>
      <dt>{label}</dt>
      <dd>{children === '' || children == null ? '—' : children}</dd>
    </Item>
  );
}

function Referencias({ s }: { s: SolicitudDetalle }) {
  const refs = ([1, 2, 3] as const)
    .map((n) => ({ n, nombre: s[`ref${n}_nombre`], telefono: s[`ref${n}_telefono`] }))
    .filter((r) => r.nombre || r.telefono);
  if (refs.length === 0) return <Muted>{S.sinReferencias}</Muted>;
  return (
    <Grid>
      {refs.map((r) => (
        <Field key={r.n} label={ETIQUETAS_DETALLE.referencia(r.n)}>
          {[r.nombre, r.telefono].filter(Boolean).join(' · ')}
        </Field>
      ))}
    </Grid>
  );
}

function VerificacionCampo({ v }: { v: Verificacion | null }) {
  if (!v) return <Muted>{V.sinVerificacion}</Muted>;
  const vehiculo = v.tiene_vehiculo ? [v.marca, v.modelo].filter(Boolean).join(' ') : MENSAJES.sinVehiculo;
  return (
    <>
      <Grid>
        <Field label={V.hora}>{v.hora}</Field>
        <Field label={V.atendio}>
          {v.atendio_usuario ? V.atendioTitular : [v.nombre, v.parentesco ? `(${v.parentesco})` : ''].filter(Boolean).join(' ')}
        </Field>
        <Field label={V.vehiculo}>{vehiculo || MENSAJES.sinVehiculo}</Field>
        <Field label={V.position}>
          {v.position ? `${v.position.latitude.toFixed(6)}, ${v.position.longitude.toFixed(6)}` : ''}
        </Field>
        <Field label={V.comentario} wide>
          {v.comentario?.trim() ? v.comentario : MENSAJES.sinComentarios}
        </Field>
      </Grid>
      <h4>{V.fotos}</h4>
      {v.imagenes.length === 0 ? (
        <Muted>Sin fotos</Muted>
      ) : (
        <Photos>
          {v.imagenes.map((img, i) => (
            <li key={img.id}>
              <a href={img.url} target="_blank" rel="noreferrer">
                <img src={img.url} alt={`Foto ${i + 1} de la verificación`} loading="lazy" />
              </a>
            </li>
          ))}
        </Photos>
      )}
    </>
  );
}

interface ReferenciaLlamadaDatos {
  conocen: boolean;
  nombre: string | null;
  familia: number | null;
  parentesco: string | null;
  tiempo: string | null;
  tipoAtencion: number | null;
  comentarios: string | null;
}

/** The refN_ fields of a call verification. */
function referenciaLlamada(vo: VerificacionOperador, n: 1 | 2 | 3): ReferenciaLlamadaDatos {
  const texto = (v: string | null | undefined) => (v && v.trim() ? v : null);
  return {
    conocen: vo[`ref${n}_conocen`] !== false,
    nombre: texto(vo[`ref${n}_nombre`]),
    familia: vo[`ref${n}_familia_amistad`] ?? null,
    parentesco: texto(vo[`ref${n}_parentesco`]),
    tiempo: texto(vo[`ref${n}_tiempo_conocerlo`]),
    tipoAtencion: vo[`ref${n}_tipo_atencion`] ?? null,
    comentarios: texto(vo[`ref${n}_comentarios`]),
  };
}

function ReferenciaLlamada({ vo, n }: { vo: VerificacionOperador; n: 1 | 2 | 3 }) {
  const r = referenciaLlamada(vo, n);
  const familia = FamiliaAmistad.has(r.familia) ? r.familia : null;
  const detalle = r.conocen
    ? [FamiliaAmistad.label(familia), familia === 1 ? r.parentesco : familia === 2 ? r.tiempo : null]
        .filter(Boolean)
        .join(' · ')
    : TipoAtencion.label(TipoAtencion.has(r.tipoAtencion) ? r.tipoAtencion : null);
  return (
    <Field label={`${ETIQUETAS_DETALLE.referencia(n)}${r.nombre ? `: ${r.nombre}` : ''}`} wide>
      {[r.conocen ? L.conoce : L.noConoce, detalle, r.comentarios]
        .filter(Boolean)
        .join(' · ')}
    </Field>
  );
}

function VerificacionTelefonica({ vo }: { vo: VerificacionOperador | null }) {
  if (!vo) return <Muted>{L.sinVerificacion}</Muted>;
  const contesto = vo.particular_contesto;
  const tipoLaboral = vo.laboral_tipo_telefono;
  return (
    <Grid>
      <Field label={L.estado}>{vo.finalizado ? L.finalizada : L.enProceso}</Field>
      <Field label={L.hora_verificacion}>{vo.hora_verificacion}</Field>
      <Field label={L.particular_contesto}>{CODIGOS_LLAMADA.particular_contesto.label(contesto)}</Field>
      {contesto === 1 && <Field label={L.particular_nombre}>{vo.particular_nombre}</Field>}
      {contesto === 2 && (
        <Field label={L.particular_telefono_estatus}>{CODIGOS_LLAMADA.particular_telefono_estatus.label(vo.particular_telefono_estatus)}</Field>
      )}
      <Field label={L.laboral_tipo_telefono}>{CODIGOS_LLAMADA.laboral_tipo_telefono.label(tipoLaboral)}</Field>
      {tipoLaboral === 1 && (
        <Field label={L.laboral_informante}>
          {[vo.laboral_informante, vo.laboral_cargo_puesto].filter(Boolean).join(' · ')}
        </Field>
      )}
      {tipoLaboral === 2 && (
        <Field label={L.laboral_telefono_recados}>{CODIGOS_LLAMADA.laboral_telefono_recados.label(vo.laboral_telefono_recados)}</Field>
      )}
      {([1, 2, 3] as const).map((n) => (
        <ReferenciaLlamada key={n} vo={vo} n={n} />
      ))}
      {COMENTARIOS_LLAMADA.filter((key) => vo[key]).map((key) => (
        <Field key={key} label={L[key]} wide>
          {vo[key]}
        </Field>
      ))}
    </Grid>
  );
}

/** The read-only detail of a request (SPEC §3), without the dialog around it. */
export function SolicitudDetail({ solicitud: s }: { solicitud: SolicitudDetalle }) {
  return (
    <div>
      <Section aria-label={secciones.solicitud}>
        <Grid>
          <Field label={S.folio_solicitud}>{s.folio_solicitud}</Field>
          <Field label={S.agencia}>{s.agencia?.nombre ?? s.agencia_nombre}</Field>
          <Field label={S.cliente} wide>
            {nombreCliente(s)}
          </Field>
          <Field label={S.domicilio} wide>
            {domicilio(s)}
          </Field>
          {s.entrecall && (
            <Field label={S.entrecall} wide>
              {s.entrecall}
            </Field>
          )}
          <Field label={S.rfc}>{s.rfc}</Field>
          <Field label={S.telefono}>{s.telefono}</Field>
          <Field label={S.fecha_captura}>{s.fecha_captura}</Field>
          <Field label={S.fuerza_venta}>{s.fuerza_venta}</Field>
          <Field label={S.gestor}>{nombreGestor(s) || S.sinAsignar}</Field>
          <Field label={S.operador}>{nombreOperador(s) || S.sinAsignar}</Field>
          {s.comentario && (
            <Field label={S.comentario} wide>
              {s.comentario}
            </Field>
          )}
        </Grid>
      </Section>
      <Section aria-labelledby="detalle-referencias">
        <h3 id="detalle-referencias">{secciones.referencias}</h3>
        <Referencias s={s} />
      </Section>
      <Section aria-labelledby="detalle-verificacion">
        <h3 id="detalle-verificacion">{secciones.verificacion}</h3>
        <VerificacionCampo v={s.verificacion} />
      </Section>
      <Section aria-labelledby="detalle-llamada">
        <h3 id="detalle-llamada">{secciones.llamada}</h3>
        <VerificacionTelefonica vo={s.verificacion_operador} />
      </Section>
    </div>
  );
}

import { ETIQUETAS_PRODUCTIVIDAD as E, formatoNumero, type ProductividadFila } from '@verifica/contracts';

/** One row per operator (and day): the figures of Productividad, labelled in Spanish. */
export function TablaProductividad({ titulo, filas, conDia }: { titulo: string; filas: readonly ProductividadFila[]; conDia: boolean }) {
  return (
    <table aria-label={titulo}>
      <thead>
        <tr>
          {conDia && <th scope="col">{E.dia}</th>}
          <th scope="col">{E.operador}</th>
          <th scope="col">{E.intentos}</th>
          <th scope="col">{E.contactados}</th>
          <th scope="col">{E.finalizadas}</th>
          <th scope="col">{E.cumplidas}</th>
          <th scope="col">{E.incumplidas}</th>
          <th scope="col">{E.mediana}</th>
        </tr>
      </thead>
      <tbody>
        {filas.map((f) => (
          <tr key={`${f.usuario_id}-${f.dia ?? ''}`}>
            {conDia && <td>{f.dia}</td>}
            <th scope="row">{f.operador}</th>
            <td>{formatoNumero(f.intentos)}</td>
            <td>{formatoNumero(f.contactados)}</td>
            <td>{formatoNumero(f.finalizadas)}</td>
            <td>{formatoNumero(f.rellamadas_cumplidas)}</td>
            <td>{formatoNumero(f.rellamadas_incumplidas)}</td>
            <td>{f.mediana_minutos === null ? '—' : formatoNumero(f.mediana_minutos)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useId, useState } from 'react';
import styled from 'styled-components';
import type { AgenciaListItem, CanaryRelease, VersionRemoto } from '@verifica/contracts';
import { FormDialog, MultiSelect, Pila, TextField } from '@verifica/shared';
import { nombreVersion } from './textos';

const Opciones = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: ${({ theme }) => theme.space.xs}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;

type Modo = 'agencias' | 'porcentaje';

export const MENSAJES_CANARY = {
  sinAgencias: 'Elige al menos una agencia',
  porcentaje: 'Escribe un porcentaje entero entre 1 y 100',
} as const;

/** Canary: the release goes to the chosen agencies or to a share of users (stable per user); the others keep the active one. */
export function CanaryDialog({
  remoto,
  version,
  agencias,
  enviando,
  error,
  onConfirm,
  onClose,
}: {
  remoto: string;
  version: VersionRemoto;
  agencias: readonly AgenciaListItem[];
  enviando: boolean;
  error: string | null;
  onConfirm: (destino: Partial<CanaryRelease>) => void;
  onClose: () => void;
}) {
  const nombre = useId();
  const [modo, setModo] = useState<Modo>(version.canary && version.canary.porcentaje > 0 && !version.canary.agencias.length ? 'porcentaje' : 'agencias');
  const [elegidas, setElegidas] = useState<number[]>(version.canary?.agencias ?? []);
  const [porcentaje, setPorcentaje] = useState(version.canary?.porcentaje ? String(version.canary.porcentaje) : '');
  const [intento, setIntento] = useState(false);
  const valor = Number(porcentaje);
  const porcentajeValido = /^\d+$/.test(porcentaje.trim()) && valor >= 1 && valor <= 100;
  const errorAgencias = intento && modo === 'agencias' && elegidas.length === 0 ? MENSAJES_CANARY.sinAgencias : null;
  const errorPorcentaje = intento && modo === 'porcentaje' && !porcentajeValido ? MENSAJES_CANARY.porcentaje : null;
  const enviar = () => {
    setIntento(true);
    if (modo === 'agencias' && elegidas.length) onConfirm({ agencias: elegidas });
    if (modo === 'porcentaje' && porcentajeValido) onConfirm({ porcentaje: valor });
  };
  return (
    <FormDialog title={`Canary de ${remoto} ${nombreVersion(version)}`} submitLabel="Guardar canary" dismissLabel="Cancelar" busy={enviando} onSubmit={enviar} onClose={onClose}>
      <Pila>
        <Opciones>
          <legend>Enviar a</legend>
          <label>
            <input type="radio" name={nombre} checked={modo === 'agencias'} onChange={() => setModo('agencias')} />
            Agencias
          </label>
          <label>
            <input type="radio" name={nombre} checked={modo === 'porcentaje'} onChange={() => setModo('porcentaje')} />
            Porcentaje de usuarios
          </label>
        </Opciones>
        {modo === 'agencias' ? (
          <MultiSelect label="Agencias" options={agencias.map((a) => ({ value: a.id, label: a.nombre }))} value={elegidas} onChange={setElegidas} error={errorAgencias} />
        ) : (
          <TextField label="Porcentaje" inputMode="numeric" value={porcentaje} onChange={setPorcentaje} error={errorPorcentaje} helperText="De 1 a 100; cada usuario recibe siempre la misma versión" />
        )}
        <p>Los demás usuarios siguen con la versión activa.</p>
        {error && <p role="alert">{error}</p>}
      </Pila>
    </FormDialog>
  );
}

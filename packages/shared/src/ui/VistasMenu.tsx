import { useState, type KeyboardEvent } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import styled from 'styled-components';
import { MENSAJES_VISTAS, VISTAS_LIMITES, type Vista } from '@verifica/contracts';
import { useListaOpcional } from '../controllers/ListaContext/ListaContext';
import type { Vistas } from '../controllers/useVistas/useVistas';
import { useEnvio, Button, Icon, TextField } from '@verifica/shared/base';
import { Checkbox } from './Checkbox';
import { ConfirmDialog, FormDialog } from './FormDialog';
import { DIALOG_WIDTHS } from './Dialog';

/** The saved views of a list (`lista.vistas`); none: those of the list around (`ListaProvider`). */
export type VistasMenuProps = Vistas | { habilitadas?: undefined };

const Panel = styled(MenuItems)`
  z-index: ${({ theme }) => theme.z.popover};
  width: min(320px, calc(100vw - 16px));
  max-height: min(420px, 70vh);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:focus { outline: none; }
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[data-focus] { background: ${({ theme }) => theme.colors.primarySoft}; }
  .check { flex: none; visibility: hidden; color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='true'] .check { visibility: visible; }
  .nombre { flex: 1; min-width: 0; overflow-wrap: anywhere; }
`;

const Etiqueta = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Vacio = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Separador = styled(MenuSeparator)`
  margin: ${({ theme }) => theme.space.xs} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The button names the view on screen, cut short on a phone. */
const Actual = styled.span`
  max-width: 22ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Campos = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

type Dialogo = 'guardar' | 'renombrar' | 'eliminar' | null;

/** Enter in a dialog's name field sends it, as its button does. */
const alEnter = (enviar: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') {
    e.preventDefault();
    enviar();
  }
};

/**
 * The "Vistas" menu of a list screen: apply a saved view (mine and the shared ones),
 * save the current filters as one, and rename, delete or make default the view on screen.
 * `<VistasMenu />` inside a `ListaProvider` (or `<VistasMenu {...vistas} />`); renders nothing for
 * a list without a screen key.
 */
export function VistasMenu(props: VistasMenuProps) {
  const lista = useListaOpcional();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const envio = useEnvio();
  const menu = props.habilitadas === undefined ? lista?.vistas : props;
  if (!menu?.habilitadas) return null;
  const { vistas, actual, aplicar, predeterminar } = menu;
  const propia = actual?.propia ? actual : null;
  const cerrar = () => {
    envio.setErrores({});
    setDialogo(null);
  };

  return (
    <>
      <Menu>
        <MenuButton as={Button} variant="secondary" startIcon={<Icon name="eye" size={18} />}>
          <Actual>{actual ? `Vistas: ${actual.nombre}` : 'Vistas'}</Actual>
        </MenuButton>
        <Panel anchor={{ to: 'bottom end', gap: 4 }}>
          {vistas.length === 0 && <Vacio>No hay vistas guardadas</Vacio>}
          {vistas.map((v) => (
            <MenuItem key={v.id} as={Item} aria-current={v.id === actual?.id} onClick={() => aplicar(v)}>
              <Icon name="check" size={18} className="check" />
              <span className="nombre">{v.nombre}</span>
              {v.compartida && <Etiqueta>Compartida</Etiqueta>}
              {v.predeterminada && <Etiqueta>Predeterminada</Etiqueta>}
            </MenuItem>
          ))}
          <Separador />
          <MenuItem as={Item} onClick={() => setDialogo('guardar')}>
            Guardar vista actual…
          </MenuItem>
          {propia && (
            <>
              <MenuItem as={Item} onClick={() => setDialogo('renombrar')}>
                Renombrar…
              </MenuItem>
              <MenuItem
                as={Item}
                onClick={() =>
                  envio.enviar(() => predeterminar(propia, !propia.predeterminada), {
                    exito: propia.predeterminada ? MENSAJES_VISTAS.vistaActualizada : MENSAJES_VISTAS.vistaPredeterminada,
                  })
                }
              >
                {propia.predeterminada ? 'Quitar como predeterminada' : 'Marcar como predeterminada'}
              </MenuItem>
              <MenuItem as={Item} onClick={() => setDialogo('eliminar')}>
                Eliminar
              </MenuItem>
            </>
          )}
        </Panel>
      </Menu>
      {dialogo === 'guardar' && <GuardarVista vistas={menu} envio={envio} onClose={cerrar} />}
      {dialogo === 'renombrar' && propia && <RenombrarVista vistas={menu} vista={propia} envio={envio} onClose={cerrar} />}
      {dialogo === 'eliminar' && propia && (
        <ConfirmDialog
          title="Eliminar vista"
          submitLabel="Eliminar"
          busy={envio.enviando}
          onClose={cerrar}
          onSubmit={() => envio.enviar(() => menu.eliminar(propia), { exito: MENSAJES_VISTAS.vistaEliminada }, cerrar)}
        >
          ¿Eliminar la vista «{propia.nombre}»? Los filtros de la pantalla no cambian.
        </ConfirmDialog>
      )}
    </>
  );
}

interface DialogoProps {
  vistas: Vistas;
  envio: ReturnType<typeof useEnvio>;
  onClose: () => void;
}

/** The view's name field of both dialogs (Enter saves). */
function CampoNombre({ nombre, onChange, onEnter, error }: { nombre: string; onChange: (v: string) => void; onEnter: () => void; error: string | readonly string[] | null | undefined }) {
  return <TextField label="Nombre de la vista" value={nombre} onChange={onChange} onKeyDown={alEnter(onEnter)} maxLength={VISTAS_LIMITES.nombre} error={error} autoFocus fullWidth />;
}

function GuardarVista({ vistas, envio, onClose }: DialogoProps) {
  const [nombre, setNombre] = useState('');
  const [compartida, setCompartida] = useState(false);
  const [predeterminada, setPredeterminada] = useState(false);
  const enviar = () => envio.enviar(() => vistas.guardar({ nombre, compartida, predeterminada }), { exito: MENSAJES_VISTAS.vistaGuardada }, onClose);
  return (
    <FormDialog title="Guardar vista" submitLabel="Guardar" dismissLabel="Cancelar" busy={envio.enviando} onClose={onClose} onSubmit={enviar} maxWidth={DIALOG_WIDTHS.confirm}>
      <Campos>
        <CampoNombre nombre={nombre} onChange={setNombre} onEnter={enviar} error={envio.errores.nombre} />
        {vistas.compartirCon && (
          <Checkbox
            label={vistas.compartirCon === 'todos' ? 'Compartir con todos los usuarios' : 'Compartir con mi agencia'}
            checked={compartida}
            onChange={setCompartida}
          />
        )}
        <Checkbox label="Predeterminada en esta pantalla" checked={predeterminada} onChange={setPredeterminada} />
      </Campos>
    </FormDialog>
  );
}

function RenombrarVista({ vistas, vista, envio, onClose }: DialogoProps & { vista: Vista }) {
  const [nombre, setNombre] = useState(vista.nombre);
  const enviar = () => envio.enviar(() => vistas.renombrar(vista, nombre), { exito: MENSAJES_VISTAS.vistaActualizada }, onClose);
  return (
    <FormDialog title="Renombrar vista" submitLabel="Guardar" dismissLabel="Cancelar" busy={envio.enviando} onClose={onClose} onSubmit={enviar} maxWidth={DIALOG_WIDTHS.confirm}>
      <CampoNombre nombre={nombre} onChange={setNombre} onEnter={enviar} error={envio.errores.nombre} />
    </FormDialog>
  );
}

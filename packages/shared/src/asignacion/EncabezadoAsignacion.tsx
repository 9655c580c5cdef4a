import { useNavigate } from '@verifica/shared/router';
import { pathTo, type ScreenName, screenTitle, Button, PageHeader } from '@verifica/shared/base';
import type { Vistas } from '../controllers/useVistas/useVistas';
import { VistasMenu } from '../ui/VistasMenu';

export interface EncabezadoAsignacionProps {
  /** The assign screen: its title. */
  pantalla: ScreenName;
  /** Where Atras goes (the report the screen was opened from). */
  volver: ScreenName;
  /** Cargar Archivo: opens the upload dialog. */
  onCargar: () => void;
  /** The list's saved views (`lista.vistas`); default those of the list around (`ListaProvider`): a Vistas menu first. */
  vistas?: Vistas;
}

/** The title of an assign screen with Atras and Cargar Archivo (SPEC §2). */
export function EncabezadoAsignacion({ pantalla, volver, onCargar, vistas }: EncabezadoAsignacionProps) {
  const navigate = useNavigate();
  return (
    <PageHeader
      title={screenTitle(pantalla)}
      actions={
        <>
          {vistas ? <VistasMenu {...vistas} /> : <VistasMenu />}
          <Button variant="text" onClick={() => void navigate(pathTo(volver))}>
            Atras
          </Button>
          <Button variant="secondary" onClick={onCargar}>
            Cargar Archivo
          </Button>
        </>
      }
    />
  );
}

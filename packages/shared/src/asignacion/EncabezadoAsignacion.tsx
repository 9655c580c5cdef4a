import { useNavigate } from 'react-router-dom';
import { pathTo, type ScreenName } from '../routes/routes';
import { screenTitle } from '../routes/screenTitle';
import { Button } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';

export interface EncabezadoAsignacionProps {
  /** The assign screen: its title. */
  pantalla: ScreenName;
  /** Where Atras goes (the report the screen was opened from). */
  volver: ScreenName;
  /** Cargar Archivo: opens the upload dialog. */
  onCargar: () => void;
}

/** The title of an assign screen with Atras and Cargar Archivo (SPEC §2). */
export function EncabezadoAsignacion({ pantalla, volver, onCargar }: EncabezadoAsignacionProps) {
  const navigate = useNavigate();
  return (
    <PageHeader
      title={screenTitle(pantalla)}
      actions={
        <>
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

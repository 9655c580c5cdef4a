import { PERMISOS, PERMISO_AMPLIO } from './permissions';

/**
 * Every screen under /admin that lives in a remote (SPEC §2): route name, path, title (h1 and top
 * bar), permission (SPEC §6), remote and exposed module. Plain data, here so that every app and
 * the e2e suite read the same table; @verifica/shared types it and adds pathTo/screenTitle.
 */
export const PORTAL_SCREENS = [
  { name: 'agencias', path: '/admin/agencias', title: 'Agencias', permission: PERMISO_AMPLIO, remote: 'mf_admin', module: './Agencias' },
  { name: 'agenciasForm', path: '/admin/agencias/:id', title: 'Agencia', permission: PERMISO_AMPLIO, remote: 'mf_admin', module: './AgenciaForm' },
  { name: 'usuarios', path: '/admin/usuarios', title: 'Usuarios', permission: PERMISOS.gestionarUsuarios, remote: 'mf_admin', module: './Usuarios' },
  { name: 'usuariosForm', path: '/admin/usuarios/:id', title: 'Usuario', permission: PERMISOS.gestionarUsuarios, remote: 'mf_admin', module: './UsuarioForm' },
  { name: 'gestores', path: '/admin/gestores', title: 'Gestores', permission: PERMISOS.gestionarUsuarios, remote: 'mf_admin', module: './Gestores' },
  { name: 'gestoresForm', path: '/admin/gestores/:id', title: 'Gestor', permission: PERMISOS.gestionarUsuarios, remote: 'mf_admin', module: './GestorForm' },
  { name: 'bitacora', path: '/admin/bitacora', title: 'Bitácora', permission: PERMISOS.admin, remote: 'mf_admin', module: './Bitacora' },
  { name: 'remotos', path: '/admin/remotos', title: 'Remotos', permission: PERMISO_AMPLIO, remote: 'mf_admin', module: './Remotos' },
  { name: 'changePassword', path: '/admin/change_password', title: 'Cambio de Contraseña', permission: PERMISOS.admin, remote: 'mf_admin', module: './ChangePassword' },
  { name: 'reportesSolicitudes', path: '/admin/reportes/solicitudes', title: 'Reporte de Solicitudes', permission: PERMISOS.gestionarSolicitudes, remote: 'mf_solicitudes', module: './ReporteSolicitudes' },
  { name: 'reportesAsignar', path: '/admin/reportes/asignacion', title: 'Asignar Folios a Gestores', permission: PERMISOS.gestionarSolicitudes, remote: 'mf_solicitudes', module: './AsignarGestores' },
  { name: 'reportesCallCenter', path: '/admin/reportes/callcenter', title: 'Reporte del Call Center', permission: PERMISOS.reportesCallCenter, remote: 'mf_callcenter', module: './ReporteCallCenter' },
  { name: 'productividad', path: '/admin/reportes/callcenter/productividad', title: 'Productividad', permission: PERMISOS.gestionarSolicitudes, remote: 'mf_callcenter', module: './Productividad' },
  { name: 'reportesAsignarOperadores', path: '/admin/reportes/callcenter/asignar', title: 'Asignar Solicitudes a Operadores', permission: PERMISOS.admin, remote: 'mf_callcenter', module: './AsignarOperadores' },
  { name: 'reportesGraficaFolios', path: '/admin/reportes/grafica_folios', title: 'Grafica Folios', permission: PERMISOS.reporteGraficaFolios, remote: 'mf_reportes', module: './GraficaFolios' },
  { name: 'reportesMapaFolios', path: '/admin/reportes/mapa_folios', title: 'Reporte de Mapa de Folios', permission: PERMISOS.reporteMapaFolios, remote: 'mf_reportes', module: './MapaFolios' },
  { name: 'reportesTelefonosDuplicados', path: '/admin/reportes/telefonos_duplicados', title: 'Reporte de Telefonos Duplicados', permission: PERMISO_AMPLIO, remote: 'mf_reportes', module: './TelefonosDuplicados' },
] as const;

export interface MenuEntry {
  label: string;
  /** Target path; undefined for Salir. */
  path?: string;
  permission?: string;
}

/** The drawer menu of SPEC §2 with its gates of §6, in order. Salir is handled by the layout. */
export const MENU: readonly MenuEntry[] = [
  { label: 'Inicio', path: '/admin' },
  { label: 'Agencias', path: '/admin/agencias', permission: PERMISO_AMPLIO },
  { label: 'Usuarios', path: '/admin/usuarios', permission: PERMISOS.gestionarUsuarios },
  { label: 'Solicitudes', path: '/admin/reportes/solicitudes', permission: PERMISOS.gestionarSolicitudes },
  { label: 'Call Center', path: '/admin/reportes/callcenter', permission: PERMISOS.reportesCallCenter },
  { label: 'Productividad', path: '/admin/reportes/callcenter/productividad', permission: PERMISOS.gestionarSolicitudes },
  { label: 'Grafica Folios', path: '/admin/reportes/grafica_folios', permission: PERMISOS.reporteGraficaFolios },
  { label: 'Mapa Folios', path: '/admin/reportes/mapa_folios', permission: PERMISOS.reporteMapaFolios },
  { label: 'Telefonos Duplicados', path: '/admin/reportes/telefonos_duplicados', permission: PERMISO_AMPLIO },
  { label: 'Bitácora', path: '/admin/bitacora', permission: PERMISOS.admin },
  { label: 'Remotos', path: '/admin/remotos', permission: PERMISO_AMPLIO },
  { label: 'Cambiar Contraseña', path: '/admin/change_password', permission: PERMISOS.admin },
];

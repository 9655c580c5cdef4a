// Generado por `pnpm --filter server openapi:types` a partir de /api/docs/json (openapi-typescript).
// No editar a mano: src/plugins/openapi.test.ts falla si no coincide con el documento servido.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vida del proceso (sin consultar la base de datos) */
        get: operations["comprobarVida"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disponibilidad: la base de datos responde y tiene aplicadas todas las migraciones */
        get: operations["comprobarDisponibilidad"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Iniciar sesión */
        post: operations["iniciarSesion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cerrar sesión (revoca el token) */
        post: operations["cerrarSesion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sesión del token actual */
        get: operations["obtenerSesionActual"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enviar enlace de recuperación (misma respuesta exista o no la cuenta) */
        post: operations["enviarEnlaceRecuperacion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Elegir nueva contraseña con el enlace recibido */
        post: operations["restablecerContrasena"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/change_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cambiar la contraseña propia */
        post: operations["cambiarContrasena"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/folio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buscar una solicitud por folio */
        post: operations["buscarSolicitudPorFolio"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalle de una solicitud */
        get: operations["obtenerSolicitud"];
        /** Actualiza la solicitud (datos del cliente), o solo comentario y position (datos internos); con version, 409 si otro usuario guardó después */
        put: operations["actualizarSolicitud"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/{id}/historial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Historial de la solicitud (del registro de auditoría): quién, cuándo y qué, del más antiguo al más reciente */
        get: operations["historialSolicitud"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalle de una solicitud en PDF (Bearer, o ?token= para abrirlo en otra pestaña) */
        get: operations["descargarSolicitudPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imagenes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fotografía de una verificación (URL firmada y de corta duración) */
        get: operations["obtenerFotografia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de solicitudes (filtros, paginado; rowsPerPage -1 = arreglo; exportar_excel=si = .xlsx de todas las filas) */
        get: operations["listarSolicitudes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/edos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estados de las solicitudes del filtro (sin el filtro de estado) */
        get: operations["listarEstadosSolicitudes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/ciudades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ciudades de las solicitudes del filtro */
        get: operations["listarCiudadesSolicitudes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/colonias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Colonias de las solicitudes del filtro */
        get: operations["listarColoniasSolicitudes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/fuerza_venta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fuerzas de venta de las solicitudes del filtro */
        get: operations["listarFuerzasVentaSolicitudes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/duplicar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplica un folio (folio original-codigo, o folio_solicitud); agencia_id solo para usuarios globales */
        post: operations["duplicarSolicitud"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/load_file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Carga un archivo .xlsx, .xls o .csv de solicitudes (campo file; agencia_id para usuarios globales); todo o nada */
        post: operations["cargarSolicitudes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/plantilla": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plantilla .xlsx con todas las columnas que acepta la carga */
        get: operations["descargarPlantillaCarga"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enlace firmado (60 s) para descargar en el navegador el Excel del filtro, sin el token de sesión en la URL */
        post: operations["crearEnlaceExportacion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/exportar/descarga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descarga del Excel por enlace firmado */
        get: operations["descargarExportacion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes/desasignar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Desasigna del gestor los folios indicados ([ids] o {ids}); solo cambian los que tienen gestor */
        post: operations["desasignarGestor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_encuestador": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asigna a un gestor los folios seleccionados, o todos los del filtro (todos: true) */
        post: operations["asignarGestor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_encuestador/{solicitud_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reasigna el folio a otro gestor (usuario_id) o lo desasigna (usuario_id 0) */
        put: operations["reasignarGestor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_operadores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte del Call Center (filtros, paginado; rowsPerPage ≤ 0 = arreglo). Un operador solo ve sus folios */
        get: operations["listarSolicitudesOperadores"];
        put?: never;
        /** Asigna a un operador los folios seleccionados, o todos los del filtro (todos: true) */
        post: operations["asignarOperador"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_operadores/resumen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Conteo por estatus y por vigencia de las filas del filtro del Reporte del Call Center (el mismo WHERE que la lista) */
        get: operations["resumenSolicitudesOperadores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_operadores/siguiente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Siguiente folio de la cola propia: asignado al usuario y sin finalizar; primero los no llamados (Vencida, Retrasada, En Tiempo), luego los en proceso, por asignación más antigua. fila null: no hay pendientes */
        get: operations["siguienteLlamada"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_operadores/edos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estados de las solicitudes del filtro */
        get: operations["listarEstadosOperadores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_operadores/ciudades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ciudades de las solicitudes del filtro */
        get: operations["listarCiudadesOperadores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_operadores/colonias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Colonias de las solicitudes del filtro */
        get: operations["listarColoniasOperadores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_operadores/fuerza_venta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fuerzas de venta de las solicitudes del filtro */
        get: operations["listarFuerzasVentaOperadores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/solicitudes_operadores/{solicitud_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reasigna el folio a otro operador (usuario_id) o lo desasigna (usuario_id 0) */
        put: operations["reasignarOperador"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rellamadas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mis rellamadas abiertas, las vencidas primero; con solicitud_id, la rellamada abierta de ese folio */
        get: operations["listarRellamadas"];
        put?: never;
        /** Programa la rellamada de un folio (fecha y hora en la zona del negocio, nota corta); reemplaza la abierta. Quien puede Guardar la llamada */
        post: operations["programarRellamada"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rellamadas/vencidas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rellamadas vencidas por operador en la agencia de quien pide (un operador: solo las suyas) */
        get: operations["rellamadasVencidasPorOperador"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/productividad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Productividad por operador y día: intentos, contactados, finalizadas, rellamadas cumplidas e incumplidas, mediana de asignación a Finalizar
         * @description Días en la zona horaria del negocio. fecha_desde y fecha_hasta (AAAA-MM-DD, ambos incluidos; desde > hasta → 422); agencia_id (0 o ausente = todas; un usuario con agencia siempre recibe la suya). Cuenta la actividad sobre los folios de la agencia. por_operador: totales del periodo (la mediana, sobre todo el periodo); por_dia: una fila por operador y día con actividad.
         */
        get: operations["obtenerProductividad"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verificaciones_operadores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seguimiento de llamada de una solicitud y las acciones permitidas al usuario; si aún no se ha guardado, el formulario vacío (id null). 404 solo si la solicitud no está al alcance del usuario */
        get: operations["obtenerSeguimientoLlamada"];
        put?: never;
        /** Crea el seguimiento de llamada (accion guardar o finalizar); 409 si otro usuario ya lo creó */
        post: operations["crearSeguimientoLlamada"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verificaciones_operadores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Actualiza el seguimiento (accion guardar, finalizar o rehabilitar); solo escribe los campos enviados; con version, 409 si otro usuario guardó después */
        put: operations["actualizarSeguimientoLlamada"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verificaciones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edita una verificación de campo (atendió, parentesco, vehículo, comentario, posición); con version, 409 si otro usuario guardó después */
        put: operations["editarVerificacion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verificaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registra la visita del gestor asignado (multipart: campos, latitude, longitude y de 1 a 10 fotos JPEG/PNG en "imagenes") */
        post: operations["registrarVerificacion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agencias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de agencias (rowsPerPage -1: todas, como arreglo) */
        get: operations["listarAgencias"];
        put?: never;
        /** Crear una agencia */
        post: operations["crearAgencia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agencias/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agencias para selectores (id, nombre) */
        get: operations["listarAgenciasOpciones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agencias/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una agencia */
        get: operations["obtenerAgencia"];
        /** Actualizar una agencia; con version, 409 si otro usuario guardó después */
        put: operations["actualizarAgencia"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usuarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de usuarios (rowsPerPage -1: todos, como arreglo; rol=gestor para la lista de gestores) */
        get: operations["listarUsuarios"];
        put?: never;
        /** Crear un usuario */
        post: operations["crearUsuario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usuarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un usuario */
        get: operations["obtenerUsuario"];
        /** Actualizar un usuario (password vacío: sin cambio); con version, 409 si otro usuario guardó después */
        put: operations["actualizarUsuario"];
        post?: never;
        /** Eliminar un usuario (baja lógica) */
        delete: operations["eliminarUsuario"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permisos/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles para el formulario de usuarios (sin roles globales para administradores de agencia) */
        get: operations["listarRolesOpciones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gestores/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gestores activos (id, nombre_completo) de la agencia; agencia_id opcional para usuarios globales */
        get: operations["listarGestoresOpciones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operadores/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operadores activos (id, nombre_completo) de la agencia; agencia_id opcional para usuarios globales */
        get: operations["listarOperadoresOpciones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/graficas_folios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gráfica de folios: asignación a gestores y verificación en campo
         * @description Una fila por agencia (también las que no tienen folios), ordenadas por nombre. Conteos sobre los folios filtrados: asignadas = tiene hoy una asignación activa a un gestor; no_asignadas = no tiene asignación activa hoy (= nunca_asignadas + desasignadas); nunca_asignadas = nunca tuvo una asignación a un gestor; desasignadas = tuvo al menos una y hoy no tiene ninguna activa; verificadas = tiene verificación en campo (visita del gestor). status: 1 solo asignadas, 2 solo no asignadas, 3 solo verificadas. Filtros: fecha_desde y fecha_hasta (AAAA-MM-DD, Fecha Captura del folio (fecha_captura), como en GET /api/solicitudes, ambos incluidos; desde > hasta → 422), agencia_id (0 o ausente = todas; un usuario con agencia siempre recibe la suya).
         */
        get: operations["obtenerGraficaFolios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/graficas_folios_informativos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gráfica de folios informativos: asignación a operadores y verificación telefónica
         * @description Una fila por agencia (también las que no tienen folios), ordenadas por nombre. Conteos sobre los folios filtrados: asignadas = tiene hoy una asignación activa a un operador del call center; no_asignadas = no tiene asignación activa hoy (= nunca_asignadas + desasignadas); nunca_asignadas = nunca tuvo una asignación a un operador del call center; desasignadas = tuvo al menos una y hoy no tiene ninguna activa; verificadas = tiene verificación telefónica (Seguimiento de Llamadas). status: 1 solo asignadas, 2 solo no asignadas, 3 solo verificadas. Filtros: fecha_desde y fecha_hasta (AAAA-MM-DD, Fecha Captura del folio (fecha_captura), como en GET /api/solicitudes, ambos incluidos; desde > hasta → 422), agencia_id (0 o ausente = todas; un usuario con agencia siempre recibe la suya).
         */
        get: operations["obtenerGraficaFoliosInformativos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/mapa_folios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mapa de folios: cada folio con posición y las agencias con su cantidad
         * @description Respuesta compacta: `puntos` son arreglos paralelos (el punto i es id[i], lat[i], lon[i], agencia[i]; coordenadas con 5 decimales), ordenados por fecha_captura e id; `agencias` lista una vez el nombre y el color de cada agencia en alcance con `cantidad` de puntos. edo: uno o varios estados (edo=A&edo=B). asignadas: 0 todos, 1 con gestor activo, 2 sin gestor activo, 3 con verificación en campo. Filtros: fecha_desde y fecha_hasta (AAAA-MM-DD, Fecha Captura del folio (fecha_captura), como en GET /api/solicitudes, ambos incluidos; desde > hasta → 422), agencia_id (0 o ausente = todas; un usuario con agencia siempre recibe la suya).
         */
        get: operations["obtenerMapaFolios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/mapa_folios/celdas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mapa de folios agrupado por zoom: celdas por agencia con su cantidad, y las agencias con la suya
         * @description Los folios de mapa_folios agrupados en una cuadrícula de 48 píxeles al zoom pedido (celda = 48·360 / (256·2^zoom) grados, en longitud y latitud; zoom 0–20, 4 si falta) y por agencia. Respuesta compacta: `celdas` son arreglos paralelos (la entrada i es lat[i], lon[i], agencia[i], cantidad[i], id[i]): posición media de los folios de esa agencia en la celda (5 decimales; con cantidad 1, la del folio), cantidad de folios y el menor id (con cantidad 1, el folio), de mayor a menor cantidad. oeste, sur, este y norte (grados, los cuatro o ninguno): solo las celdas que toca esa extensión, enteras. `agencias` cuenta todos los folios de los filtros, sin importar la extensión; `extension` es [oeste, sur, este, norte] de todos ellos (null sin folios). edo y asignadas como en mapa_folios. Filtros: fecha_desde y fecha_hasta (AAAA-MM-DD, Fecha Captura del folio (fecha_captura), como en GET /api/solicitudes, ambos incluidos; desde > hasta → 422), agencia_id (0 o ausente = todas; un usuario con agencia siempre recibe la suya).
         */
        get: operations["obtenerMapaFoliosCeldas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/mapa_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mapa base de todos los mapas del portal (MAP_TILE_URL y MAP_TILE_ATTRIBUTION; null = mapa base sin conexión) */
        get: operations["obtenerConfiguracionMapa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/telefonos_duplicados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Teléfonos compartidos por varios folios
         * @description Teléfonos comparados normalizados (solo dígitos, los últimos 10). veces = folios visibles con ese teléfono, entre `desde` (mínimo, por defecto 4) y `hasta` (máximo, por defecto 100), ambos incluidos; ids = esos folios (ids separados por comas, ascendentes); folios = esos mismos folios con su número de folio ({id, folio}, en el orden de ids), para mostrarlos. Orden por defecto veces descendente (sortBy=veces&descending=false: ascendente); Telefono no se ordena. Paginado (rowsPerPage -1: todas las filas como arreglo). fecha_desde y fecha_hasta (AAAA-MM-DD): Fecha Captura del folio (fecha_captura), ambos incluidos. agencia_id 0 o ausente = todas.
         */
        get: operations["listarTelefonosDuplicados"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trabajos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mis trabajos, los más recientes primero (un administrador también ve los de su agencia) */
        get: operations["listarTrabajos"];
        put?: never;
        /** Pone en cola un trabajo: JSON {tipo: exportar_solicitudes | exportar_callcenter | exportar_productividad | exportar_bitacora, ...filtro del reporte}, o multipart (tipo=importar_solicitudes, file, agencia_id para usuarios globales; validar=true solo revisa el archivo; mapeo: JSON encabezado -> campo) */
        post: operations["crearTrabajo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trabajos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estado y avance de un trabajo; propio y con archivo (exportación, o libro de errores de una carga): enlace firmado (60 s) */
        get: operations["obtenerTrabajo"];
        put?: never;
        post?: never;
        /** Cancela un trabajo pendiente o en curso (se detiene en su siguiente lote) */
        delete: operations["cancelarTrabajo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trabajos/{id}/archivo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descarga el archivo de un trabajo (exportación o libro de errores) por enlace firmado */
        get: operations["descargarArchivoTrabajo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/eventos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Avisos en vivo (text/event-stream): `conectado` al abrir o reabrir, `cambio` con {tipo, accion, solicitud_id, solicitudes?, usuario_id?, agencia_id?, actor_id} de lo que el usuario puede ver */
        get: operations["suscribirEventos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vistas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vistas guardadas de una pantalla: las propias y las compartidas que alcanzo */
        get: operations["listarVistas"];
        put?: never;
        /** Guardar una vista */
        post: operations["crearVista"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vistas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Renombrar, cambiar, compartir o marcar como predeterminada una vista propia */
        put: operations["cambiarVista"];
        post?: never;
        /** Eliminar una vista propia */
        delete: operations["eliminarVista"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bitacora": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bitácora: los cambios auditados (quién, cuándo, qué registro, qué acción, los campos antes y después), del más reciente al más antiguo; filtros usuario_id, fecha_desde, fecha_hasta, accion, entidad (tipo de registro), folio y agencia_id (solo usuarios globales). Un administrador ve solo los de su agencia. Paginado (rowsPerPage -1: todas las filas como arreglo) */
        get: operations["listarBitacora"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Remotos con su versión activa, canary e historial, y lo que ofrece el shell */
        get: operations["listarRemotos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotos/{nombre}/versiones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publica una versión de un remoto (multipart: "archivo" .tgz y opcional "base_url"); se verifica antes de aceptarla */
        post: operations["publicarVersionRemoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotos/{nombre}/versiones/{id}/activar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activa una versión: la reciben las cargas nuevas de la página (se rechaza si el shell no es compatible) */
        post: operations["activarVersionRemoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotos/{nombre}/revertir": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vuelve a la versión activa anterior (o a la compilación del repositorio si no hay otra) */
        post: operations["revertirRemoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotos/{nombre}/versiones/{id}/canary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Envía una versión como canary a unas agencias o a un porcentaje estable de usuarios */
        put: operations["fijarCanaryRemoto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotos/{nombre}/canary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Termina el canary del remoto: todos reciben la versión activa */
        delete: operations["quitarCanaryRemoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotos/{nombre}/versiones/{id}/retirar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retira una versión (no la activa): no se vuelve a servir ni a activar */
        post: operations["retirarVersionRemoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotos/{nombre}/versiones/{id}/errores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fallos de carga reportados por los navegadores para una versión (últimos 7 días, agrupados) */
        get: operations["listarErroresVersionRemoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remotos/errores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reporta que un navegador no pudo cargar una versión de un remoto (sin datos personales; limitado por dirección) */
        post: operations["reportarErrorRemoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccionesLlamada: {
            guardar: boolean;
            finalizar: boolean;
            rehabilitar: boolean;
        };
        AccionesLlamadaInput: {
            guardar: boolean;
            finalizar: boolean;
            rehabilitar: boolean;
        };
        ActivarVersionRemotoRespuesta: {
            remoto: string;
            activa: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            canary: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            versiones: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            }[];
        };
        ActualizarAgenciaCuerpo: {
            nombre: string;
            direccion: string;
            region: "R1" | "R2" | "R3" | "R4" | "R5" | "R6" | "R7" | "R8" | "R9";
            /** @default #1976d2 */
            color: string;
            version?: number;
        };
        ActualizarSeguimientoLlamadaCuerpo: {
            particular_contesto?: (1 | 2) | null;
            particular_nombre?: string | null;
            particular_telefono_estatus?: (1 | 2 | 3 | 4 | 5 | 6 | 7) | null;
            comentarios_nombre?: string | null;
            comentarios_apellido_paterno?: string | null;
            comentarios_apellido_materno?: string | null;
            comentarios_domicilio?: string | null;
            comentarios_rfc?: string | null;
            laboral_tipo_telefono?: (1 | 2) | null;
            laboral_informante?: string | null;
            laboral_cargo_puesto?: string | null;
            laboral_telefono_recados?: (1 | 2 | 3 | 4 | 5) | null;
            ref1_conocen?: boolean;
            ref1_nombre?: string | null;
            ref1_familia_amistad?: (1 | 2) | null;
            ref1_parentesco?: string | null;
            ref1_tiempo_conocerlo?: string | null;
            ref1_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref1_comentarios?: string | null;
            ref2_conocen?: boolean;
            ref2_nombre?: string | null;
            ref2_familia_amistad?: (1 | 2) | null;
            ref2_parentesco?: string | null;
            ref2_tiempo_conocerlo?: string | null;
            ref2_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref2_comentarios?: string | null;
            ref3_conocen?: boolean;
            ref3_nombre?: string | null;
            ref3_familia_amistad?: (1 | 2) | null;
            ref3_parentesco?: string | null;
            ref3_tiempo_conocerlo?: string | null;
            ref3_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref3_comentarios?: string | null;
            /** @enum {string} */
            accion?: "guardar" | "finalizar" | "rehabilitar";
            finalizado?: boolean;
            id?: number;
            solicitud_id?: number;
            hora_verificacion?: string | null;
            acciones?: components["schemas"]["AccionesLlamadaInput"];
            version?: number;
        };
        ActualizarSolicitudCuerpo: {
            folio_solicitud?: string;
            nombre?: string;
            appat_rzsoc?: string;
            apmat_nomco?: string;
            calle?: string;
            num_ext?: string;
            num_int?: string;
            colonia?: string;
            entrecall?: string;
            rfc?: string;
            edo?: string;
            estado?: string;
            ciudad?: string;
            cp?: string;
            telefono?: string;
            fecha_captura?: string | null;
            fuerza_venta?: string;
            ref1_nombre?: string;
            ref2_nombre?: string;
            ref3_nombre?: string;
            ref1_telefono?: string;
            ref2_telefono?: string;
            ref3_telefono?: string;
            comentario?: string | null;
            position?: {
                latitude: number;
                longitude: number;
            } | null;
            version?: number;
        };
        ActualizarUsuarioCuerpo: {
            nombre: string;
            apellido_paterno: string;
            /** @default  */
            apellido_materno: string;
            /** Format: email */
            correo: string;
            password?: string;
            /** @default  */
            telefono: string;
            agencia_id?: number | null;
            rol_id: number;
            /** @default  */
            direccion: string;
            /** @default true */
            activo: boolean;
            version?: number;
        };
        Agencia: {
            id: number;
            nombre: string;
            direccion: string;
            region: ("R1" | "R2" | "R3" | "R4" | "R5" | "R6" | "R7" | "R8" | "R9") | null;
            color: string;
            version: number;
        };
        AgenciaOpcion: {
            id: number;
            nombre: string;
        };
        /** Format: binary */
        Archivo: Blob;
        AsignacionResultado: {
            message: string;
            asignadas: number;
        };
        AsignarGestorCuerpo: {
            search?: string;
            asignadas?: number | number[];
            agencia_id?: number | number[];
            edo?: string | string[];
            cp_desde?: string;
            cp_hasta?: string;
            fecha_desde?: string;
            fecha_hasta?: string;
            colonias?: string | string[];
            ciudades?: string | string[];
            folio_solicitud?: string | string[];
            fuerza_venta?: string | string[];
            usuario_id: number;
            vigencia?: number;
            nombre_cliente?: string;
            seleccionados?: number[];
            todos?: boolean;
            "asignadas[]"?: number | number[];
            "agencia_id[]"?: number | number[];
            "edo[]"?: string | string[];
            "colonias[]"?: string | string[];
            "ciudades[]"?: string | string[];
            "folio_solicitud[]"?: string | string[];
            "fuerza_venta[]"?: string | string[];
        };
        AsignarOperadorCuerpo: {
            search?: string;
            asignadas?: number | number[];
            agencia_id?: number | number[];
            edo?: string | string[];
            cp_desde?: string;
            cp_hasta?: string;
            fecha_desde?: string;
            fecha_hasta?: string;
            colonias?: string | string[];
            ciudades?: string | string[];
            folio_solicitud?: string | string[];
            fuerza_venta?: string | string[];
            usuario_id: number;
            vigencia?: number;
            nombre_cliente?: string;
            seleccionados?: number[];
            todos?: boolean;
            "asignadas[]"?: number | number[];
            "agencia_id[]"?: number | number[];
            "edo[]"?: string | string[];
            "colonias[]"?: string | string[];
            "ciudades[]"?: string | string[];
            "folio_solicitud[]"?: string | string[];
            "fuerza_venta[]"?: string | string[];
        };
        BuscarSolicitudPorFolioCuerpo: {
            folio_solicitud: string;
        };
        CambiarContrasenaCuerpo: {
            old_password: string;
            password: string;
            password_confirmation: string;
        };
        CambiarContrasenaRespuesta: {
            message: string;
            token: string;
        };
        CambiarVistaCuerpo: {
            nombre?: string;
            consulta?: {
                [key: string]: string;
            };
            columnas?: string[] | null;
            compartida?: boolean;
            predeterminada?: boolean;
            version?: number;
        };
        CambiarVistaRespuesta: {
            id: number;
            nombre: string;
            /** @enum {string} */
            pantalla: "agencias" | "usuarios" | "gestores" | "reportesSolicitudes" | "reportesAsignar" | "reportesCallCenter" | "reportesAsignarOperadores" | "reportesTelefonosDuplicados" | "bitacora";
            consulta: {
                [key: string]: string;
            };
            columnas: string[] | null;
            compartida: boolean;
            predeterminada: boolean;
            propia: boolean;
            autor: string;
            version: number;
        };
        CancelarTrabajoRespuesta: {
            id: number;
            tipo: "exportar_solicitudes" | "importar_solicitudes" | "exportar_callcenter" | "exportar_productividad" | "exportar_bitacora";
            estado: "pendiente" | "en_curso" | "terminado" | "fallido" | "cancelado";
            validacion: boolean;
            hechos: number;
            total: number | null;
            error: string | null;
            resultado: {
                message?: string;
                filas?: number;
                insertados?: number;
                errores?: string[];
                validacion?: boolean;
                validas?: number;
                sin_campo?: string[];
            } | null;
            nombre_archivo: string | null;
            propio: boolean;
            usuario: string;
            created_at: string;
            iniciado_at: string | null;
            terminado_at: string | null;
            expira_at: string | null;
            enlace: {
                url: string;
                expira: number;
            } | null;
        };
        CargarSolicitudesRespuesta: {
            message: string;
            insertados: number;
        };
        ComprobarDisponibilidadRespuesta: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "ok";
            migraciones: number;
        };
        ComprobarVidaRespuesta: {
            /** @enum {string} */
            status: "ok";
            pid: number;
        };
        CrearAgenciaCuerpo: {
            nombre: string;
            direccion: string;
            region: "R1" | "R2" | "R3" | "R4" | "R5" | "R6" | "R7" | "R8" | "R9";
            /** @default #1976d2 */
            color: string;
        };
        CrearEnlaceExportacionCuerpo: {
            [key: string]: unknown;
        };
        CrearEnlaceExportacionRespuesta: {
            url: string;
            expira: number;
        };
        CrearSeguimientoLlamadaCuerpo: {
            particular_contesto?: (1 | 2) | null;
            particular_nombre?: string | null;
            particular_telefono_estatus?: (1 | 2 | 3 | 4 | 5 | 6 | 7) | null;
            comentarios_nombre?: string | null;
            comentarios_apellido_paterno?: string | null;
            comentarios_apellido_materno?: string | null;
            comentarios_domicilio?: string | null;
            comentarios_rfc?: string | null;
            laboral_tipo_telefono?: (1 | 2) | null;
            laboral_informante?: string | null;
            laboral_cargo_puesto?: string | null;
            laboral_telefono_recados?: (1 | 2 | 3 | 4 | 5) | null;
            /** @default true */
            ref1_conocen: boolean;
            ref1_nombre?: string | null;
            ref1_familia_amistad?: (1 | 2) | null;
            ref1_parentesco?: string | null;
            ref1_tiempo_conocerlo?: string | null;
            ref1_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref1_comentarios?: string | null;
            /** @default true */
            ref2_conocen: boolean;
            ref2_nombre?: string | null;
            ref2_familia_amistad?: (1 | 2) | null;
            ref2_parentesco?: string | null;
            ref2_tiempo_conocerlo?: string | null;
            ref2_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref2_comentarios?: string | null;
            /** @default true */
            ref3_conocen: boolean;
            ref3_nombre?: string | null;
            ref3_familia_amistad?: (1 | 2) | null;
            ref3_parentesco?: string | null;
            ref3_tiempo_conocerlo?: string | null;
            ref3_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref3_comentarios?: string | null;
            solicitud_id: number;
            /** @enum {string} */
            accion?: "guardar" | "finalizar";
            finalizado?: boolean;
            id?: null;
            hora_verificacion?: null;
            acciones?: components["schemas"]["AccionesLlamadaInput"];
        };
        CrearTrabajoRespuesta: {
            id: number;
            message: string;
        };
        CrearUsuarioCuerpo: {
            nombre: string;
            apellido_paterno: string;
            /** @default  */
            apellido_materno: string;
            /** Format: email */
            correo: string;
            password: string;
            /** @default  */
            telefono: string;
            agencia_id?: number | null;
            rol_id: number;
            /** @default  */
            direccion: string;
            /** @default true */
            activo: boolean;
        };
        CrearVistaCuerpo: {
            nombre: string;
            /** @enum {string} */
            pantalla: "agencias" | "usuarios" | "gestores" | "reportesSolicitudes" | "reportesAsignar" | "reportesCallCenter" | "reportesAsignarOperadores" | "reportesTelefonosDuplicados" | "bitacora";
            consulta: {
                [key: string]: string;
            };
            columnas?: string[] | null;
            /** @default false */
            compartida: boolean;
            /** @default false */
            predeterminada: boolean;
        };
        CrearVistaRespuesta: {
            id: number;
            nombre: string;
            /** @enum {string} */
            pantalla: "agencias" | "usuarios" | "gestores" | "reportesSolicitudes" | "reportesAsignar" | "reportesCallCenter" | "reportesAsignarOperadores" | "reportesTelefonosDuplicados" | "bitacora";
            consulta: {
                [key: string]: string;
            };
            columnas: string[] | null;
            compartida: boolean;
            predeterminada: boolean;
            propia: boolean;
            autor: string;
            version: number;
        };
        DesasignacionResultado: {
            message: string;
            desasignadas: number;
        };
        DesasignarGestorCuerpo: number[] | {
            ids: number[];
        };
        DuplicarSolicitudCuerpo: {
            agencia_id?: number;
            solicitud_id: number;
            codigo?: string;
            folio_solicitud?: string;
        };
        DuplicarSolicitudRespuesta: {
            message: string;
            id: number;
            folio_solicitud: string;
        };
        EditarVerificacionCuerpo: {
            nombre?: string | null;
            parentesco?: string | null;
            atendio_usuario: boolean;
            tiene_vehiculo: boolean;
            marca?: string | null;
            modelo?: string | null;
            comentario?: string | null;
            position?: {
                latitude: number;
                longitude: number;
            } | null;
            version?: number;
        };
        EnviarEnlaceRecuperacionCuerpo: {
            /** Format: email */
            correo: string;
        };
        Error: {
            message: string;
            error?: string;
        };
        ErrorValidacion: {
            message: string;
            errors: {
                [key: string]: string[];
            };
        };
        FijarCanaryRemotoCuerpo: {
            agencias?: number[];
            porcentaje?: number;
        };
        FijarCanaryRemotoRespuesta: {
            remoto: string;
            activa: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            canary: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            versiones: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            }[];
        };
        GraficaFila: {
            agencia_id: number;
            nombre: string;
            color?: string;
            asignadas: number;
            no_asignadas: number;
            nunca_asignadas: number;
            desasignadas: number;
            verificadas: number;
        };
        HistorialSolicitudRespuesta: {
            fecha: string;
            /** @enum {string} */
            tipo: "creada" | "importada" | "duplicada_de" | "duplicada_a" | "editada" | "datos_internos" | "asignada" | "reasignada" | "desasignada" | "verificada" | "verificacion_editada" | "llamada_guardada" | "llamada_finalizada" | "llamada_rehabilitada";
            usuario: string | null;
            descripcion: string;
            cambios: {
                campo: string;
                antes?: string | null;
                despues: string | null;
            }[];
        }[];
        Imagen: {
            id: number;
            url: string;
        };
        IniciarSesionCuerpo: {
            /** Format: email */
            correo: string;
            password: string;
        };
        ListarAgenciasOpcionesRespuesta: components["schemas"]["AgenciaOpcion"][];
        ListarAgenciasRespuesta: {
            total: number;
            current_page: number;
            totalItems: number;
            totalItemsExacto?: boolean;
            data: components["schemas"]["Agencia"][];
        } | components["schemas"]["Agencia"][];
        ListarBitacoraRespuesta: {
            total: number;
            current_page: number;
            totalItems: number;
            totalItemsExacto?: boolean;
            data: {
                id: number;
                fecha: string;
                usuario_id: number | null;
                usuario: string | null;
                accion: string;
                entidad: string;
                entidad_id: string | null;
                solicitud_id: number | null;
                folio: string | null;
                agencia_id: number | null;
                agencia: string | null;
                antes: {
                    [key: string]: unknown;
                } | null;
                despues: {
                    [key: string]: unknown;
                } | null;
                datos: {
                    [key: string]: unknown;
                } | null;
                ip: string | null;
            }[];
        } | {
            id: number;
            fecha: string;
            usuario_id: number | null;
            usuario: string | null;
            accion: string;
            entidad: string;
            entidad_id: string | null;
            solicitud_id: number | null;
            folio: string | null;
            agencia_id: number | null;
            agencia: string | null;
            antes: {
                [key: string]: unknown;
            } | null;
            despues: {
                [key: string]: unknown;
            } | null;
            datos: {
                [key: string]: unknown;
            } | null;
            ip: string | null;
        }[];
        ListarErroresVersionRemotoRespuesta: {
            /** @enum {string} */
            tipo: "red" | "integridad" | "evaluacion";
            mensaje: string;
            total: number;
            ultimo_at: string;
        }[];
        ListarGestoresOpcionesRespuesta: components["schemas"]["PersonaOpcion"][];
        ListarOperadoresOpcionesRespuesta: components["schemas"]["PersonaOpcion"][];
        ListarRellamadasRespuesta: {
            id: number;
            solicitud_id: number;
            folio_solicitud: string;
            cliente: string;
            usuario_id: number;
            programada_para: string;
            nota: string;
            vencida: boolean;
        }[];
        ListarRemotosRespuesta: {
            shell: {
                "@verifica/shared": string;
                "@verifica/contracts": string;
                react: string;
            };
            remotos: {
                remoto: string;
                activa: {
                    id: number;
                    remoto: string;
                    version: string;
                    hash: string;
                    commit: string | null;
                    construido: string;
                    pantallas: string[];
                    requiere: {
                        "@verifica/shared": string;
                        "@verifica/contracts": string;
                        react: string;
                    };
                    base_url: string | null;
                    /** @enum {string} */
                    estado: "publicada" | "activa" | "retirada";
                    canary: {
                        agencias: number[];
                        porcentaje: number;
                    } | null;
                    publicado_por: string | null;
                    publicado_at: string;
                    activada_at: string | null;
                    incompatibilidad: string | null;
                    errores_ultima_hora: number;
                } | null;
                canary: {
                    id: number;
                    remoto: string;
                    version: string;
                    hash: string;
                    commit: string | null;
                    construido: string;
                    pantallas: string[];
                    requiere: {
                        "@verifica/shared": string;
                        "@verifica/contracts": string;
                        react: string;
                    };
                    base_url: string | null;
                    /** @enum {string} */
                    estado: "publicada" | "activa" | "retirada";
                    canary: {
                        agencias: number[];
                        porcentaje: number;
                    } | null;
                    publicado_por: string | null;
                    publicado_at: string;
                    activada_at: string | null;
                    incompatibilidad: string | null;
                    errores_ultima_hora: number;
                } | null;
                versiones: {
                    id: number;
                    remoto: string;
                    version: string;
                    hash: string;
                    commit: string | null;
                    construido: string;
                    pantallas: string[];
                    requiere: {
                        "@verifica/shared": string;
                        "@verifica/contracts": string;
                        react: string;
                    };
                    base_url: string | null;
                    /** @enum {string} */
                    estado: "publicada" | "activa" | "retirada";
                    canary: {
                        agencias: number[];
                        porcentaje: number;
                    } | null;
                    publicado_por: string | null;
                    publicado_at: string;
                    activada_at: string | null;
                    incompatibilidad: string | null;
                    errores_ultima_hora: number;
                }[];
            }[];
        };
        ListarRolesOpcionesRespuesta: components["schemas"]["RolOpcion"][];
        ListarSolicitudesOperadoresRespuesta: {
            total: number;
            current_page: number;
            totalItems: number;
            totalItemsExacto?: boolean;
            data: components["schemas"]["SolicitudOperadorFila"][];
        } | components["schemas"]["SolicitudOperadorFila"][];
        ListarSolicitudesRespuesta: {
            total: number;
            current_page: number;
            totalItems: number;
            totalItemsExacto?: boolean;
            data: {
                folio_solicitud: string;
                nombre: string;
                appat_rzsoc: string;
                apmat_nomco: string;
                calle: string;
                num_ext: string;
                num_int: string;
                colonia: string;
                entrecall: string;
                rfc: string;
                edo: string;
                estado: string;
                ciudad: string;
                cp: string;
                telefono: string;
                fecha_captura: string | null;
                fuerza_venta: string;
                ref1_nombre: string;
                ref2_nombre: string;
                ref3_nombre: string;
                ref1_telefono: string;
                ref2_telefono: string;
                ref3_telefono: string;
                id: number;
                created_at: string;
                comentario: string | null;
                position: {
                    latitude: number;
                    longitude: number;
                } | null;
                color: string | null;
                agencia_id: number;
                agencia_nombre: string;
                encuestador: string | null;
                operador: string | null;
                verify: boolean;
                verify_finalizado: boolean;
                verify_hora_verificacion: string | null;
                verify_created_at: string | null;
                tiempo_esperando: number | null;
                solicitudes_operadores_created_at: string | null;
                solicitudes_encuentadores_created_at: string | null;
                solicitud_encuestador: {
                    id: number;
                    usuario_id: number;
                    created_at: string;
                    encuestador: {
                        id: number;
                        nombre_completo: string;
                    } | null;
                } | null;
                solicitud_operador: {
                    id: number;
                    usuario_id: number;
                    created_at: string;
                    operador: {
                        id: number;
                        nombre_completo: string;
                    } | null;
                } | null;
                verificado: boolean;
                verificacion_id: number | null;
                verificacion_hora: string | null;
                encuestador_id: number | null;
            }[];
        } | {
            folio_solicitud: string;
            nombre: string;
            appat_rzsoc: string;
            apmat_nomco: string;
            calle: string;
            num_ext: string;
            num_int: string;
            colonia: string;
            entrecall: string;
            rfc: string;
            edo: string;
            estado: string;
            ciudad: string;
            cp: string;
            telefono: string;
            fecha_captura: string | null;
            fuerza_venta: string;
            ref1_nombre: string;
            ref2_nombre: string;
            ref3_nombre: string;
            ref1_telefono: string;
            ref2_telefono: string;
            ref3_telefono: string;
            id: number;
            created_at: string;
            comentario: string | null;
            position: {
                latitude: number;
                longitude: number;
            } | null;
            color: string | null;
            agencia_id: number;
            agencia_nombre: string;
            encuestador: string | null;
            operador: string | null;
            verify: boolean;
            verify_finalizado: boolean;
            verify_hora_verificacion: string | null;
            verify_created_at: string | null;
            tiempo_esperando: number | null;
            solicitudes_operadores_created_at: string | null;
            solicitudes_encuentadores_created_at: string | null;
            solicitud_encuestador: {
                id: number;
                usuario_id: number;
                created_at: string;
                encuestador: {
                    id: number;
                    nombre_completo: string;
                } | null;
            } | null;
            solicitud_operador: {
                id: number;
                usuario_id: number;
                created_at: string;
                operador: {
                    id: number;
                    nombre_completo: string;
                } | null;
            } | null;
            verificado: boolean;
            verificacion_id: number | null;
            verificacion_hora: string | null;
            encuestador_id: number | null;
        }[];
        ListarTelefonosDuplicadosRespuesta: {
            total: number;
            current_page: number;
            totalItems: number;
            totalItemsExacto?: boolean;
            data: components["schemas"]["TelefonoDuplicado"][];
        } | components["schemas"]["TelefonoDuplicado"][];
        ListarTrabajosRespuesta: {
            id: number;
            tipo: "exportar_solicitudes" | "importar_solicitudes" | "exportar_callcenter" | "exportar_productividad" | "exportar_bitacora";
            estado: "pendiente" | "en_curso" | "terminado" | "fallido" | "cancelado";
            validacion: boolean;
            hechos: number;
            total: number | null;
            error: string | null;
            resultado: {
                message?: string;
                filas?: number;
                insertados?: number;
                errores?: string[];
                validacion?: boolean;
                validas?: number;
                sin_campo?: string[];
            } | null;
            nombre_archivo: string | null;
            propio: boolean;
            usuario: string;
            created_at: string;
            iniciado_at: string | null;
            terminado_at: string | null;
            expira_at: string | null;
            enlace: {
                url: string;
                expira: number;
            } | null;
        }[];
        ListarUsuariosRespuesta: {
            total: number;
            current_page: number;
            totalItems: number;
            totalItemsExacto?: boolean;
            data: {
                id: number;
                nombre: string;
                apellido_paterno: string;
                apellido_materno: string;
                nombre_completo: string;
                correo: string;
                telefono: string;
                agencia_id: number | null;
                agencia: components["schemas"]["AgenciaOpcion"] | null;
                rol_id: number;
                rol: components["schemas"]["RolOpcion"] | null;
                direccion: string;
                activo: boolean;
                version: number;
                eliminado: boolean;
            }[];
        } | {
            id: number;
            nombre: string;
            apellido_paterno: string;
            apellido_materno: string;
            nombre_completo: string;
            correo: string;
            telefono: string;
            agencia_id: number | null;
            agencia: components["schemas"]["AgenciaOpcion"] | null;
            rol_id: number;
            rol: components["schemas"]["RolOpcion"] | null;
            direccion: string;
            activo: boolean;
            version: number;
            eliminado: boolean;
        }[];
        ListarVistasRespuesta: {
            id: number;
            nombre: string;
            /** @enum {string} */
            pantalla: "agencias" | "usuarios" | "gestores" | "reportesSolicitudes" | "reportesAsignar" | "reportesCallCenter" | "reportesAsignarOperadores" | "reportesTelefonosDuplicados" | "bitacora";
            consulta: {
                [key: string]: string;
            };
            columnas: string[] | null;
            compartida: boolean;
            predeterminada: boolean;
            propia: boolean;
            autor: string;
            version: number;
        }[];
        MapaAgencia: {
            id: number;
            nombre: string;
            color: string;
            cantidad: number;
        };
        MapaConfig: {
            tile_url: string | null;
            attribution: string | null;
        };
        MapaFolios: {
            agencias: components["schemas"]["MapaAgencia"][];
            puntos: {
                id: number[];
                lat: number[];
                lon: number[];
                agencia: number[];
            };
        };
        Mensaje: {
            message: string;
        };
        ObtenerGraficaFoliosInformativosRespuesta: components["schemas"]["GraficaFila"][];
        ObtenerGraficaFoliosRespuesta: components["schemas"]["GraficaFila"][];
        ObtenerMapaFoliosCeldasRespuesta: {
            agencias: components["schemas"]["MapaAgencia"][];
            zoom: number;
            celda: number;
            extension: [
                number,
                number,
                number,
                number
            ] | null;
            celdas: {
                lat: number[];
                lon: number[];
                agencia: number[];
                cantidad: number[];
                id: number[];
            };
        };
        ObtenerProductividadRespuesta: {
            por_operador: {
                usuario_id: number;
                operador: string;
                dia: string | null;
                intentos: number;
                contactados: number;
                finalizadas: number;
                rellamadas_cumplidas: number;
                rellamadas_incumplidas: number;
                mediana_minutos: number | null;
            }[];
            por_dia: {
                usuario_id: number;
                operador: string;
                dia: string | null;
                intentos: number;
                contactados: number;
                finalizadas: number;
                rellamadas_cumplidas: number;
                rellamadas_incumplidas: number;
                mediana_minutos: number | null;
            }[];
        };
        ObtenerSeguimientoLlamadaRespuesta: components["schemas"]["SeguimientoLlamada"] | {
            particular_contesto?: (1 | 2) | null;
            particular_nombre?: string | null;
            particular_telefono_estatus?: (1 | 2 | 3 | 4 | 5 | 6 | 7) | null;
            comentarios_nombre?: string | null;
            comentarios_apellido_paterno?: string | null;
            comentarios_apellido_materno?: string | null;
            comentarios_domicilio?: string | null;
            comentarios_rfc?: string | null;
            laboral_tipo_telefono?: (1 | 2) | null;
            laboral_informante?: string | null;
            laboral_cargo_puesto?: string | null;
            laboral_telefono_recados?: (1 | 2 | 3 | 4 | 5) | null;
            /** @default true */
            ref1_conocen: boolean;
            ref1_nombre?: string | null;
            ref1_familia_amistad?: (1 | 2) | null;
            ref1_parentesco?: string | null;
            ref1_tiempo_conocerlo?: string | null;
            ref1_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref1_comentarios?: string | null;
            /** @default true */
            ref2_conocen: boolean;
            ref2_nombre?: string | null;
            ref2_familia_amistad?: (1 | 2) | null;
            ref2_parentesco?: string | null;
            ref2_tiempo_conocerlo?: string | null;
            ref2_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref2_comentarios?: string | null;
            /** @default true */
            ref3_conocen: boolean;
            ref3_nombre?: string | null;
            ref3_familia_amistad?: (1 | 2) | null;
            ref3_parentesco?: string | null;
            ref3_tiempo_conocerlo?: string | null;
            ref3_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref3_comentarios?: string | null;
            id: null;
            solicitud_id: number;
            /** @enum {boolean} */
            finalizado: false;
            hora_verificacion: null;
            /** @enum {number} */
            version: 0;
            acciones: components["schemas"]["AccionesLlamada"];
        };
        ObtenerTrabajoRespuesta: {
            id: number;
            tipo: "exportar_solicitudes" | "importar_solicitudes" | "exportar_callcenter" | "exportar_productividad" | "exportar_bitacora";
            estado: "pendiente" | "en_curso" | "terminado" | "fallido" | "cancelado";
            validacion: boolean;
            hechos: number;
            total: number | null;
            error: string | null;
            resultado: {
                message?: string;
                filas?: number;
                insertados?: number;
                errores?: string[];
                validacion?: boolean;
                validas?: number;
                sin_campo?: string[];
            } | null;
            nombre_archivo: string | null;
            propio: boolean;
            usuario: string;
            created_at: string;
            iniciado_at: string | null;
            terminado_at: string | null;
            expira_at: string | null;
            enlace: {
                url: string;
                expira: number;
            } | null;
        };
        Opciones: string[];
        PersonaOpcion: {
            id: number;
            nombre_completo: string;
        };
        ProgramarRellamadaCuerpo: {
            solicitud_id: number;
            fecha: string;
            /** @default  */
            nota: string;
        };
        ProgramarRellamadaRespuesta: {
            id: number;
            solicitud_id: number;
            folio_solicitud: string;
            cliente: string;
            usuario_id: number;
            programada_para: string;
            nota: string;
            vencida: boolean;
        };
        PublicarVersionRemotoCuerpo: {
            base_url?: string;
            /** Format: binary */
            archivo: Blob;
        };
        PublicarVersionRemotoRespuesta: {
            id: number;
            remoto: string;
            version: string;
            hash: string;
            commit: string | null;
            construido: string;
            pantallas: string[];
            requiere: {
                "@verifica/shared": string;
                "@verifica/contracts": string;
                react: string;
            };
            base_url: string | null;
            /** @enum {string} */
            estado: "publicada" | "activa" | "retirada";
            canary: {
                agencias: number[];
                porcentaje: number;
            } | null;
            publicado_por: string | null;
            publicado_at: string;
            activada_at: string | null;
            incompatibilidad: string | null;
            errores_ultima_hora: number;
        };
        QuitarCanaryRemotoRespuesta: {
            remoto: string;
            activa: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            canary: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            versiones: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            }[];
        };
        ReasignarGestorCuerpo: {
            usuario_id: number;
        };
        ReasignarOperadorCuerpo: {
            usuario_id: number;
        };
        RegistrarVerificacionCuerpo: {
            solicitud_id: number;
            nombre?: string;
            parentesco?: string;
            atendio_usuario?: boolean | ("0" | "1" | "true" | "false" | "sí" | "si" | "no" | "on" | "off");
            tiene_vehiculo?: boolean | ("0" | "1" | "true" | "false" | "sí" | "si" | "no" | "on" | "off");
            marca?: string;
            modelo?: string;
            comentario?: string;
            latitude: number | string;
            longitude: number | string;
            imagenes: Blob[];
        };
        RellamadasVencidasPorOperadorRespuesta: {
            usuario_id: number;
            operador: string;
            vencidas: number;
            mas_antigua: string;
        }[];
        ReportarErrorRemotoCuerpo: {
            /** @enum {string} */
            remoto: "mf_solicitudes" | "mf_callcenter" | "mf_reportes" | "mf_admin";
            version: string;
            /** @enum {string} */
            tipo: "red" | "integridad" | "evaluacion";
            mensaje: string;
        };
        ReportarErrorRemotoRespuesta: null;
        RestablecerContrasenaCuerpo: {
            token: string;
            password: string;
            password_confirmation: string;
        };
        ResumenSolicitudesOperadoresRespuesta: {
            total: number;
            estatus: {
                valor: number;
                cantidad: number;
            }[];
            vigencia: {
                valor: number;
                cantidad: number;
            }[];
        };
        RetirarVersionRemotoRespuesta: {
            remoto: string;
            activa: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            canary: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            versiones: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            }[];
        };
        RevertirRemotoRespuesta: {
            remoto: string;
            activa: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            canary: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            } | null;
            versiones: {
                id: number;
                remoto: string;
                version: string;
                hash: string;
                commit: string | null;
                construido: string;
                pantallas: string[];
                requiere: {
                    "@verifica/shared": string;
                    "@verifica/contracts": string;
                    react: string;
                };
                base_url: string | null;
                /** @enum {string} */
                estado: "publicada" | "activa" | "retirada";
                canary: {
                    agencias: number[];
                    porcentaje: number;
                } | null;
                publicado_por: string | null;
                publicado_at: string;
                activada_at: string | null;
                incompatibilidad: string | null;
                errores_ultima_hora: number;
            }[];
        };
        RolOpcion: {
            id: number;
            title: string;
        };
        SeguimientoLlamada: {
            particular_contesto?: (1 | 2) | null;
            particular_nombre?: string | null;
            particular_telefono_estatus?: (1 | 2 | 3 | 4 | 5 | 6 | 7) | null;
            comentarios_nombre?: string | null;
            comentarios_apellido_paterno?: string | null;
            comentarios_apellido_materno?: string | null;
            comentarios_domicilio?: string | null;
            comentarios_rfc?: string | null;
            laboral_tipo_telefono?: (1 | 2) | null;
            laboral_informante?: string | null;
            laboral_cargo_puesto?: string | null;
            laboral_telefono_recados?: (1 | 2 | 3 | 4 | 5) | null;
            /** @default true */
            ref1_conocen: boolean;
            ref1_nombre?: string | null;
            ref1_familia_amistad?: (1 | 2) | null;
            ref1_parentesco?: string | null;
            ref1_tiempo_conocerlo?: string | null;
            ref1_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref1_comentarios?: string | null;
            /** @default true */
            ref2_conocen: boolean;
            ref2_nombre?: string | null;
            ref2_familia_amistad?: (1 | 2) | null;
            ref2_parentesco?: string | null;
            ref2_tiempo_conocerlo?: string | null;
            ref2_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref2_comentarios?: string | null;
            /** @default true */
            ref3_conocen: boolean;
            ref3_nombre?: string | null;
            ref3_familia_amistad?: (1 | 2) | null;
            ref3_parentesco?: string | null;
            ref3_tiempo_conocerlo?: string | null;
            ref3_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref3_comentarios?: string | null;
            id: number;
            solicitud_id: number;
            finalizado: boolean;
            hora_verificacion: string | null;
            version: number;
            acciones: components["schemas"]["AccionesLlamada"];
        };
        Sesion: {
            token: string;
            nombre: string;
            correo: string;
            agencia: string;
            permisos: string[];
        };
        SesionActual: {
            nombre: string;
            correo: string;
            agencia: string;
            permisos: string[];
            id: number;
            agencia_id: number | null;
        };
        SiguienteLlamadaRespuesta: {
            fila: components["schemas"]["SolicitudOperadorFila"] | null;
        };
        SolicitudDetalle: {
            folio_solicitud: string;
            nombre: string;
            appat_rzsoc: string;
            apmat_nomco: string;
            calle: string;
            num_ext: string;
            num_int: string;
            colonia: string;
            entrecall: string;
            rfc: string;
            edo: string;
            estado: string;
            ciudad: string;
            cp: string;
            telefono: string;
            fecha_captura: string | null;
            fuerza_venta: string;
            ref1_nombre: string;
            ref2_nombre: string;
            ref3_nombre: string;
            ref1_telefono: string;
            ref2_telefono: string;
            ref3_telefono: string;
            id: number;
            created_at: string;
            comentario: string | null;
            position: {
                latitude: number;
                longitude: number;
            } | null;
            color: string | null;
            agencia_id: number;
            agencia_nombre: string;
            encuestador: string | null;
            operador: string | null;
            verify: boolean;
            verify_finalizado: boolean;
            verify_hora_verificacion: string | null;
            verify_created_at: string | null;
            tiempo_esperando: number | null;
            solicitudes_operadores_created_at: string | null;
            solicitudes_encuentadores_created_at: string | null;
            solicitud_encuestador: {
                id: number;
                usuario_id: number;
                created_at: string;
                encuestador: {
                    id: number;
                    nombre_completo: string;
                } | null;
            } | null;
            solicitud_operador: {
                id: number;
                usuario_id: number;
                created_at: string;
                operador: {
                    id: number;
                    nombre_completo: string;
                } | null;
            } | null;
            agencia: {
                id: number;
                nombre: string;
                color: string;
            };
            verificacion: components["schemas"]["Verificacion"] | null;
            verificacion_operador: components["schemas"]["VerificacionOperador"] | null;
            version: number;
        };
        SolicitudOperadorFila: {
            folio_solicitud: string;
            nombre: string;
            appat_rzsoc: string;
            apmat_nomco: string;
            calle: string;
            num_ext: string;
            num_int: string;
            colonia: string;
            entrecall: string;
            rfc: string;
            edo: string;
            estado: string;
            ciudad: string;
            cp: string;
            telefono: string;
            fecha_captura: string | null;
            fuerza_venta: string;
            ref1_nombre: string;
            ref2_nombre: string;
            ref3_nombre: string;
            ref1_telefono: string;
            ref2_telefono: string;
            ref3_telefono: string;
            id: number;
            created_at: string;
            comentario: string | null;
            position: {
                latitude: number;
                longitude: number;
            } | null;
            color: string | null;
            agencia_id: number;
            agencia_nombre: string;
            encuestador: string | null;
            operador: string | null;
            verify: boolean;
            verify_finalizado: boolean;
            verify_hora_verificacion: string | null;
            verify_created_at: string | null;
            tiempo_esperando: number | null;
            solicitudes_operadores_created_at: string | null;
            solicitudes_encuentadores_created_at: string | null;
            solicitud_encuestador: {
                id: number;
                usuario_id: number;
                created_at: string;
                encuestador: {
                    id: number;
                    nombre_completo: string;
                } | null;
            } | null;
            solicitud_operador: {
                id: number;
                usuario_id: number;
                created_at: string;
                operador: {
                    id: number;
                    nombre_completo: string;
                } | null;
            } | null;
            operador_id: number | null;
            vigencia: number | null;
            color_fila: ("verde" | "naranja" | "amarillo" | "rojo") | null;
            intentos: number;
            ultimo_intento: {
                fecha: string;
                contesto: number;
                telefono_estatus: number | null;
            } | null;
        };
        TelefonoDuplicado: {
            telefono: string;
            veces: number;
            ids: string;
            folios: {
                id: number;
                folio: string;
            }[];
        };
        Usuario: {
            id: number;
            nombre: string;
            apellido_paterno: string;
            apellido_materno: string;
            nombre_completo: string;
            correo: string;
            telefono: string;
            agencia_id: number | null;
            agencia: components["schemas"]["AgenciaOpcion"] | null;
            rol_id: number;
            rol: components["schemas"]["RolOpcion"] | null;
            direccion: string;
            activo: boolean;
            version: number;
        };
        Verificacion: {
            id: number;
            solicitud_id: number;
            hora: string | null;
            nombre: string | null;
            parentesco: string | null;
            atendio_usuario: boolean;
            tiene_vehiculo: boolean;
            marca: string | null;
            modelo: string | null;
            comentario: string | null;
            imagenes: components["schemas"]["Imagen"][];
            position: {
                latitude: number;
                longitude: number;
            } | null;
            version: number;
        };
        VerificacionOperador: {
            particular_contesto?: (1 | 2) | null;
            particular_nombre?: string | null;
            particular_telefono_estatus?: (1 | 2 | 3 | 4 | 5 | 6 | 7) | null;
            comentarios_nombre?: string | null;
            comentarios_apellido_paterno?: string | null;
            comentarios_apellido_materno?: string | null;
            comentarios_domicilio?: string | null;
            comentarios_rfc?: string | null;
            laboral_tipo_telefono?: (1 | 2) | null;
            laboral_informante?: string | null;
            laboral_cargo_puesto?: string | null;
            laboral_telefono_recados?: (1 | 2 | 3 | 4 | 5) | null;
            /** @default true */
            ref1_conocen: boolean;
            ref1_nombre?: string | null;
            ref1_familia_amistad?: (1 | 2) | null;
            ref1_parentesco?: string | null;
            ref1_tiempo_conocerlo?: string | null;
            ref1_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref1_comentarios?: string | null;
            /** @default true */
            ref2_conocen: boolean;
            ref2_nombre?: string | null;
            ref2_familia_amistad?: (1 | 2) | null;
            ref2_parentesco?: string | null;
            ref2_tiempo_conocerlo?: string | null;
            ref2_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref2_comentarios?: string | null;
            /** @default true */
            ref3_conocen: boolean;
            ref3_nombre?: string | null;
            ref3_familia_amistad?: (1 | 2) | null;
            ref3_parentesco?: string | null;
            ref3_tiempo_conocerlo?: string | null;
            ref3_tipo_atencion?: (1 | 2 | 3 | 4 | 5 | 6) | null;
            ref3_comentarios?: string | null;
            id: number;
            solicitud_id: number;
            finalizado: boolean;
            hora_verificacion: string | null;
            version: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    comprobarVida: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComprobarVidaRespuesta"];
                };
            };
        };
    };
    comprobarDisponibilidad: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComprobarDisponibilidadRespuesta"];
                };
            };
            /** @description No disponible */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    iniciarSesion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IniciarSesionCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sesion"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
            /** @description Demasiados intentos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cerrarSesion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mensaje"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    obtenerSesionActual: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SesionActual"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    enviarEnlaceRecuperacion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnviarEnlaceRecuperacionCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mensaje"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
            /** @description Demasiados intentos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restablecerContrasena: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestablecerContrasenaCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mensaje"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    cambiarContrasena: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CambiarContrasenaCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CambiarContrasenaRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
            /** @description Demasiados intentos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    buscarSolicitudPorFolio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BuscarSolicitudPorFolioCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolicitudDetalle"];
                };
            };
            /** @description Petición incorrecta */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    obtenerSolicitud: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolicitudDetalle"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    actualizarSolicitud: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActualizarSolicitudCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolicitudDetalle"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    historialSolicitud: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistorialSolicitudRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    descargarSolicitudPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["Archivo"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    obtenerFotografia: {
        parameters: {
            query: {
                exp: number;
                sig: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["Archivo"];
                    "image/jpeg": components["schemas"]["Archivo"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarSolicitudes: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                exportar_excel?: "si" | "no";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarSolicitudesRespuesta"];
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Archivo"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarEstadosSolicitudes: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                exportar_excel?: "si" | "no";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Opciones"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarCiudadesSolicitudes: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                exportar_excel?: "si" | "no";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Opciones"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarColoniasSolicitudes: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                exportar_excel?: "si" | "no";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Opciones"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarFuerzasVentaSolicitudes: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                exportar_excel?: "si" | "no";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Opciones"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    duplicarSolicitud: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DuplicarSolicitudCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicarSolicitudRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    cargarSolicitudes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CargarSolicitudesRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Archivo demasiado grande */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    descargarPlantillaCarga: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Archivo"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    crearEnlaceExportacion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrearEnlaceExportacionCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrearEnlaceExportacionRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    descargarExportacion: {
        parameters: {
            query: {
                f: string;
                u: number;
                exp: number;
                sig: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Archivo"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    desasignarGestor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DesasignarGestorCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DesasignacionResultado"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    asignarGestor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsignarGestorCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsignacionResultado"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    reasignarGestor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                solicitud_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasignarGestorCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mensaje"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarSolicitudesOperadores: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                intentos?: "ninguno" | "alguno" | "tres_o_mas";
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarSolicitudesOperadoresRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    asignarOperador: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsignarOperadorCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsignacionResultado"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    resumenSolicitudesOperadores: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                intentos?: "ninguno" | "alguno" | "tres_o_mas";
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumenSolicitudesOperadoresRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    siguienteLlamada: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiguienteLlamadaRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listarEstadosOperadores: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                intentos?: "ninguno" | "alguno" | "tres_o_mas";
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Opciones"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarCiudadesOperadores: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                intentos?: "ninguno" | "alguno" | "tres_o_mas";
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Opciones"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarColoniasOperadores: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                intentos?: "ninguno" | "alguno" | "tres_o_mas";
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Opciones"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarFuerzasVentaOperadores: {
        parameters: {
            query?: {
                search?: string;
                asignadas?: number | number[];
                agencia_id?: number | number[];
                edo?: string | string[];
                cp_desde?: string;
                cp_hasta?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
                colonias?: string | string[];
                ciudades?: string | string[];
                folio_solicitud?: string | string[];
                fuerza_venta?: string | string[];
                usuario_id?: number;
                vigencia?: number;
                nombre_cliente?: string;
                intentos?: "ninguno" | "alguno" | "tres_o_mas";
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                conteo?: "exacto" | "acotado";
                "asignadas[]"?: number | number[];
                "agencia_id[]"?: number | number[];
                "edo[]"?: string | string[];
                "colonias[]"?: string | string[];
                "ciudades[]"?: string | string[];
                "folio_solicitud[]"?: string | string[];
                "fuerza_venta[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Opciones"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    reasignarOperador: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                solicitud_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasignarOperadorCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mensaje"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarRellamadas: {
        parameters: {
            query?: {
                solicitud_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarRellamadasRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    programarRellamada: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramarRellamadaCuerpo"];
            };
        };
        responses: {
            /** @description Creado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramarRellamadaRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    rellamadasVencidasPorOperador: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RellamadasVencidasPorOperadorRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    obtenerProductividad: {
        parameters: {
            query?: {
                fecha_desde?: string;
                fecha_hasta?: string;
                agencia_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObtenerProductividadRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    obtenerSeguimientoLlamada: {
        parameters: {
            query: {
                solicitud_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObtenerSeguimientoLlamadaRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    crearSeguimientoLlamada: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrearSeguimientoLlamadaCuerpo"];
            };
        };
        responses: {
            /** @description Creado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeguimientoLlamada"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    actualizarSeguimientoLlamada: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActualizarSeguimientoLlamadaCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeguimientoLlamada"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    editarVerificacion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditarVerificacionCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verificacion"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    registrarVerificacion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RegistrarVerificacionCuerpo"];
            };
        };
        responses: {
            /** @description Creado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verificacion"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Archivo demasiado grande */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarAgencias: {
        parameters: {
            query?: {
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                search?: string;
                conteo?: "exacto" | "acotado";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarAgenciasRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    crearAgencia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrearAgenciaCuerpo"];
            };
        };
        responses: {
            /** @description Creado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agencia"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarAgenciasOpciones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarAgenciasOpcionesRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    obtenerAgencia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agencia"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    actualizarAgencia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActualizarAgenciaCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agencia"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarUsuarios: {
        parameters: {
            query?: {
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                search?: string;
                conteo?: "exacto" | "acotado";
                eliminado?: "0" | "1" | "true" | "false";
                rol?: "superAdministrador" | "administrador" | "supervisor" | "operador" | "gestor";
                rol_id?: number;
                agencia_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarUsuariosRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    crearUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrearUsuarioCuerpo"];
            };
        };
        responses: {
            /** @description Creado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usuario"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    obtenerUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usuario"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    actualizarUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActualizarUsuarioCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usuario"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    eliminarUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mensaje"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarRolesOpciones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarRolesOpcionesRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listarGestoresOpciones: {
        parameters: {
            query?: {
                agencia_id?: number | number[];
                "agencia_id[]"?: number | number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarGestoresOpcionesRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarOperadoresOpciones: {
        parameters: {
            query?: {
                agencia_id?: number | number[];
                "agencia_id[]"?: number | number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarOperadoresOpcionesRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    obtenerGraficaFolios: {
        parameters: {
            query?: {
                fecha_desde?: string;
                fecha_hasta?: string;
                agencia_id?: number;
                status?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObtenerGraficaFoliosRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    obtenerGraficaFoliosInformativos: {
        parameters: {
            query?: {
                fecha_desde?: string;
                fecha_hasta?: string;
                agencia_id?: number;
                status?: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObtenerGraficaFoliosInformativosRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    obtenerMapaFolios: {
        parameters: {
            query?: {
                fecha_desde?: string;
                fecha_hasta?: string;
                agencia_id?: number;
                asignadas?: 0 | 1 | 2 | 3;
                edo?: string | string[];
                "edo[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapaFolios"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    obtenerMapaFoliosCeldas: {
        parameters: {
            query?: {
                fecha_desde?: string;
                fecha_hasta?: string;
                agencia_id?: number;
                asignadas?: 0 | 1 | 2 | 3;
                edo?: string | string[];
                zoom?: number;
                oeste?: number;
                sur?: number;
                este?: number;
                norte?: number;
                "edo[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObtenerMapaFoliosCeldasRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    obtenerConfiguracionMapa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapaConfig"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listarTelefonosDuplicados: {
        parameters: {
            query: {
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                search?: string;
                conteo?: "exacto" | "acotado";
                fecha_desde?: string;
                fecha_hasta?: string;
                agencia_id?: number;
                desde: number;
                hasta: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarTelefonosDuplicadosRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarTrabajos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarTrabajosRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    crearTrabajo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrearTrabajoRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Archivo demasiado grande */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
            /** @description Demasiados intentos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    obtenerTrabajo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObtenerTrabajoRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    cancelarTrabajo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelarTrabajoRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    descargarArchivoTrabajo: {
        parameters: {
            query: {
                exp: number;
                sig: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Archivo"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    suscribirEventos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["Archivo"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Demasiados intentos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No disponible */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listarVistas: {
        parameters: {
            query: {
                pantalla: "agencias" | "usuarios" | "gestores" | "reportesSolicitudes" | "reportesAsignar" | "reportesCallCenter" | "reportesAsignarOperadores" | "reportesTelefonosDuplicados" | "bitacora";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarVistasRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    crearVista: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrearVistaCuerpo"];
            };
        };
        responses: {
            /** @description Creado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrearVistaRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    cambiarVista: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CambiarVistaCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CambiarVistaRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    eliminarVista: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mensaje"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarBitacora: {
        parameters: {
            query?: {
                sortBy?: string;
                descending?: boolean | ("0" | "1" | "true" | "false");
                page?: number;
                rowsPerPage?: number;
                search?: string;
                conteo?: "exacto" | "acotado";
                usuario_id?: number;
                agencia_id?: number;
                accion?: string;
                entidad?: string;
                folio?: string;
                fecha_desde?: string;
                fecha_hasta?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarBitacoraRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarRemotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarRemotosRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    publicarVersionRemoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nombre: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["PublicarVersionRemotoCuerpo"];
            };
        };
        responses: {
            /** @description Creado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicarVersionRemotoRespuesta"];
                };
            };
            /** @description Petición incorrecta */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Archivo demasiado grande */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    activarVersionRemoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nombre: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivarVersionRemotoRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    revertirRemoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nombre: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevertirRemotoRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    fijarCanaryRemoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nombre: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FijarCanaryRemotoCuerpo"];
            };
        };
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FijarCanaryRemotoRespuesta"];
                };
            };
            /** @description Petición incorrecta */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    quitarCanaryRemoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nombre: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuitarCanaryRemotoRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    retirarVersionRemoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nombre: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetirarVersionRemotoRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Respuesta */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    listarErroresVersionRemoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nombre: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correcto */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListarErroresVersionRemotoRespuesta"];
                };
            };
            /** @description Sin sesión, o sesión vencida o revocada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sin permiso, o fuera del alcance del usuario */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
        };
    };
    reportarErrorRemoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportarErrorRemotoCuerpo"];
            };
        };
        responses: {
            /** @description Respuesta */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportarErrorRemotoRespuesta"];
                };
            };
            /** @description Datos inválidos (message y errors por campo) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorValidacion"];
                };
            };
            /** @description Demasiados intentos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}

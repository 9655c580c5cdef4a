import { rutaListaPersonas } from '../gestores/routes';
import * as service from './service';

export const operadoresRoutes = rutaListaPersonas('/api/operadores/list', {
  operationId: 'listarOperadoresOpciones',
  summary: 'Operadores activos (id, nombre_completo) de la agencia; agencia_id opcional para usuarios globales',
  lista: service.lista,
});

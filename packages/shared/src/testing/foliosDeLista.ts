/**
 * A fake list API for the kit's own tests: 12 folios (8 in Jalisco, 4 in Colima), filtered like
 * the server (`estado` one of the values, `search` in the folio) and paged; `pedidas` keeps what
 * it was asked, in order. Not exported from `@verifica/shared/testing`: the remotes test against
 * the real API.
 */
import type { ListParams, PageResult } from '../api/paged';

export interface FolioDeLista {
  id: number;
  folio: string;
  estado: string;
}

export const FOLIOS_DE_LISTA: readonly FolioDeLista[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, folio: `F-${i + 1}`, estado: i < 8 ? 'Jalisco' : 'Colima' }));

export function apiDeFolios() {
  const api = {
    /** What the list asked, in order. */
    pedidas: [] as ListParams[],
    /** The server's rows (a test may delete some). */
    datos: [...FOLIOS_DE_LISTA],
    reiniciar() {
      api.pedidas.length = 0;
      api.datos = [...FOLIOS_DE_LISTA];
    },
    async listar(params: ListParams): Promise<PageResult<FolioDeLista>> {
      api.pedidas.push(params);
      const { page = 1, rowsPerPage = 5 } = params;
      const estados = params.estado as string[] | undefined;
      const rows = api.datos.filter((f) => (!estados || estados.includes(f.estado)) && (!params.search || f.folio.includes(String(params.search))));
      const desde = (page - 1) * rowsPerPage;
      return { rows: rows.slice(desde, desde + rowsPerPage), totalItems: rows.length, pages: Math.ceil(rows.length / rowsPerPage), page };
    },
  };
  return api;
}

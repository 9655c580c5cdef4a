export { DataTable } from './LazyDataTable';
export { Pagination, pageCount, rowsPerPageText, TODOS } from './Pagination';
export type { DataTableColumn, DataTablePagination, DataTableProps, RowId, RowTone } from './types';
export { columnaDia, columnaOpciones, columnasTexto } from './columnas';

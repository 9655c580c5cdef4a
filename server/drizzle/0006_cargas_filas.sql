-- Uploads (POST /api/solicitudes/load_file) stage their validated rows here in short statements,
-- then move them into solicitudes in one atomic INSERT ... SELECT (modules/solicitudes/carga-preparadas.ts).
-- Unlogged: rows of an upload that did not finish are worthless after a crash; stale ones are deleted
-- by the next upload.
CREATE UNLOGGED TABLE IF NOT EXISTS "cargas_filas" (
	"carga_id" uuid NOT NULL,
	"fila" integer NOT NULL,
	"folio_solicitud" text NOT NULL,
	"nombre" text NOT NULL,
	"appat_rzsoc" text NOT NULL,
	"apmat_nomco" text NOT NULL,
	"calle" text NOT NULL,
	"num_ext" text NOT NULL,
	"num_int" text NOT NULL,
	"colonia" text NOT NULL,
	"entrecall" text NOT NULL,
	"rfc" text NOT NULL,
	"edo" text NOT NULL,
	"estado" text NOT NULL,
	"ciudad" text NOT NULL,
	"cp" text NOT NULL,
	"telefono" text NOT NULL,
	"fecha_captura" date,
	"fuerza_venta" text NOT NULL,
	"ref1_nombre" text NOT NULL,
	"ref2_nombre" text NOT NULL,
	"ref3_nombre" text NOT NULL,
	"ref1_telefono" text NOT NULL,
	"ref2_telefono" text NOT NULL,
	"ref3_telefono" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("carga_id", "fila")
);

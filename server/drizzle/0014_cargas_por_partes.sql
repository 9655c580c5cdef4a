ALTER TABLE "solicitudes" ADD COLUMN "carga_id" uuid;--> statement-breakpoint
-- An upload whose rows are moving into solicitudes in several transactions (the embedded
-- database; modules/solicitudes/carga-preparadas.ts). Logged, unlike cargas_filas: after a crash
-- its row says which upload to undo (solicitudes.carga_id) before any job resumes.
CREATE TABLE IF NOT EXISTS "cargas_en_curso" (
	"carga_id" uuid PRIMARY KEY NOT NULL,
	"agencia_id" integer NOT NULL,
	"creadas" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

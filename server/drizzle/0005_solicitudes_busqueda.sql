-- Trigram index for the list search ("contains", any case and accent). PGlite loads pg_trgm in src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (translate(lower(folio_solicitud || chr(10) || nombre || ' ' || appat_rzsoc || ' ' || apmat_nomco || chr(10) || telefono || chr(10) || rfc), 'áéíóúüñàèìòùâêîôûäëïö', 'aeiouunaeiouaeiouaeio')) STORED;--> statement-breakpoint
CREATE INDEX "solicitudes_busqueda_trgm_idx" ON "solicitudes" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solicitudes_agencia_edo_idx" ON "solicitudes" USING btree ("agencia_id","edo");--> statement-breakpoint
-- Agency and place are strongly correlated (an agency works a few states): without this the planner
-- misjudges "agency + state" by ~8x and hash-joins every assignment instead of probing the index.
CREATE STATISTICS IF NOT EXISTS "solicitudes_agencia_lugar_stats" (dependencies, mcv) ON "agencia_id", "edo", "ciudad", "colonia" FROM "solicitudes";

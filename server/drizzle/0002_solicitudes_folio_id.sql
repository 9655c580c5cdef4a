DROP INDEX "solicitudes_folio_idx";--> statement-breakpoint
CREATE INDEX "solicitudes_folio_idx" ON "solicitudes" USING btree ("folio_solicitud","id");
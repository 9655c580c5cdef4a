CREATE INDEX "solicitudes_busqueda_angosta_fecha_idx" ON "solicitudes_busqueda" USING btree ("fecha_captura","busqueda") WHERE "solicitudes_busqueda"."fecha_captura" is not null;--> statement-breakpoint
-- As solicitudes.busqueda (migration 0017): a larger sample, so the planner's guess of how many
-- rows a common word matches (and so its choice between this table's two indexes) holds.
ALTER TABLE "solicitudes_busqueda" ALTER COLUMN "busqueda" SET STATISTICS 300;

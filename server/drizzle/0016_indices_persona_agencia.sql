DROP INDEX "solicitudes_gestor_idx";--> statement-breakpoint
DROP INDEX "solicitudes_operador_idx";--> statement-breakpoint
CREATE INDEX "solicitudes_gestor_idx" ON "solicitudes" USING btree ("gestor_id","id","agencia_id") WHERE "solicitudes"."gestor_id" is not null;--> statement-breakpoint
CREATE INDEX "solicitudes_operador_idx" ON "solicitudes" USING btree ("operador_id","id","agencia_id") WHERE "solicitudes"."operador_id" is not null;
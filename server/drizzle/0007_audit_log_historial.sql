CREATE INDEX "audit_log_solicitud_id_idx" ON "audit_log" USING btree (("datos" ->> 'solicitud_id'));--> statement-breakpoint
CREATE INDEX "audit_log_solicitudes_idx" ON "audit_log" USING gin (("datos" -> 'solicitudes'));--> statement-breakpoint
CREATE INDEX "audit_log_duplicado_de_idx" ON "audit_log" USING btree (("datos" ->> 'de')) WHERE "audit_log"."accion" = 'duplicar';
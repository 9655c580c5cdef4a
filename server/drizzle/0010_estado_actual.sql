ALTER TABLE "solicitudes" ADD COLUMN "gestor_id" integer;
--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "gestor_desde" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "verificada_campo" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "operador_id" integer;
--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "operador_desde" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "estado_llamada" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Current state of each request, filled once from the assignment and verification tables.
UPDATE "solicitudes" s SET "gestor_id" = a."usuario_id", "gestor_desde" = a."created_at" FROM "solicitudes_encuestadores" a WHERE a."solicitud_id" = s."id" AND a."activo";
--> statement-breakpoint
UPDATE "solicitudes" s SET "operador_id" = a."usuario_id", "operador_desde" = a."created_at" FROM "solicitudes_operadores" a WHERE a."solicitud_id" = s."id" AND a."activo";
--> statement-breakpoint
UPDATE "solicitudes" s SET "verificada_campo" = true WHERE EXISTS (SELECT 1 FROM "verificaciones" v WHERE v."solicitud_id" = s."id");
--> statement-breakpoint
UPDATE "solicitudes" s SET "estado_llamada" = CASE WHEN vo."finalizado" THEN 2 ELSE 1 END FROM "verificaciones_operadores" vo WHERE vo."solicitud_id" = s."id";
--> statement-breakpoint
-- Kept by statement triggers: each recomputes the state of the requests its statement touched
-- (the transition table "cambiadas"), in the same transaction, whatever the order of the changes.
CREATE FUNCTION "verifica_estado_gestor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "solicitudes" s SET "gestor_id" = a."usuario_id", "gestor_desde" = a."created_at"
  FROM (SELECT DISTINCT "solicitud_id" FROM cambiadas) c
  LEFT JOIN "solicitudes_encuestadores" a ON a."solicitud_id" = c."solicitud_id" AND a."activo"
  WHERE s."id" = c."solicitud_id" AND (s."gestor_id" IS DISTINCT FROM a."usuario_id" OR s."gestor_desde" IS DISTINCT FROM a."created_at");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "verifica_estado_operador"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "solicitudes" s SET "operador_id" = a."usuario_id", "operador_desde" = a."created_at"
  FROM (SELECT DISTINCT "solicitud_id" FROM cambiadas) c
  LEFT JOIN "solicitudes_operadores" a ON a."solicitud_id" = c."solicitud_id" AND a."activo"
  WHERE s."id" = c."solicitud_id" AND (s."operador_id" IS DISTINCT FROM a."usuario_id" OR s."operador_desde" IS DISTINCT FROM a."created_at");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "verifica_estado_campo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "solicitudes" s SET "verificada_campo" = EXISTS (SELECT 1 FROM "verificaciones" v WHERE v."solicitud_id" = s."id")
  WHERE s."id" IN (SELECT "solicitud_id" FROM cambiadas)
    AND s."verificada_campo" IS DISTINCT FROM EXISTS (SELECT 1 FROM "verificaciones" v WHERE v."solicitud_id" = s."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "verifica_estado_llamada"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "solicitudes" s SET "estado_llamada" = e."estado"
  FROM (
    SELECT c."solicitud_id", COALESCE((SELECT CASE WHEN vo."finalizado" THEN 2 ELSE 1 END FROM "verificaciones_operadores" vo WHERE vo."solicitud_id" = c."solicitud_id"), 0)::smallint AS "estado"
    FROM (SELECT DISTINCT "solicitud_id" FROM cambiadas) c
  ) e
  WHERE s."id" = e."solicitud_id" AND s."estado_llamada" IS DISTINCT FROM e."estado";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_encuestadores_estado_insert" AFTER INSERT ON "solicitudes_encuestadores" REFERENCING NEW TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_gestor"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_encuestadores_estado_update" AFTER UPDATE ON "solicitudes_encuestadores" REFERENCING NEW TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_gestor"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_encuestadores_estado_delete" AFTER DELETE ON "solicitudes_encuestadores" REFERENCING OLD TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_gestor"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_operadores_estado_insert" AFTER INSERT ON "solicitudes_operadores" REFERENCING NEW TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_operador"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_operadores_estado_update" AFTER UPDATE ON "solicitudes_operadores" REFERENCING NEW TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_operador"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_operadores_estado_delete" AFTER DELETE ON "solicitudes_operadores" REFERENCING OLD TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_operador"();
--> statement-breakpoint
CREATE TRIGGER "verificaciones_estado_insert" AFTER INSERT ON "verificaciones" REFERENCING NEW TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_campo"();
--> statement-breakpoint
CREATE TRIGGER "verificaciones_estado_delete" AFTER DELETE ON "verificaciones" REFERENCING OLD TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_campo"();
--> statement-breakpoint
CREATE TRIGGER "verificaciones_operadores_estado_insert" AFTER INSERT ON "verificaciones_operadores" REFERENCING NEW TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_llamada"();
--> statement-breakpoint
CREATE TRIGGER "verificaciones_operadores_estado_update" AFTER UPDATE ON "verificaciones_operadores" REFERENCING NEW TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_llamada"();
--> statement-breakpoint
CREATE TRIGGER "verificaciones_operadores_estado_delete" AFTER DELETE ON "verificaciones_operadores" REFERENCING OLD TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_estado_llamada"();
--> statement-breakpoint
CREATE INDEX "solicitudes_gestor_pendientes_idx" ON "solicitudes" USING btree ("agencia_id","id") WHERE "solicitudes"."gestor_id" is null and not "solicitudes"."verificada_campo";
--> statement-breakpoint
CREATE INDEX "solicitudes_gestor_idx" ON "solicitudes" USING btree ("gestor_id","id") WHERE "solicitudes"."gestor_id" is not null;
--> statement-breakpoint
CREATE INDEX "solicitudes_operador_pendientes_idx" ON "solicitudes" USING btree ("agencia_id","operador_desde") WHERE "solicitudes"."operador_id" is not null and "solicitudes"."estado_llamada" = 0;
--> statement-breakpoint
CREATE INDEX "solicitudes_operador_idx" ON "solicitudes" USING btree ("operador_id","id") WHERE "solicitudes"."operador_id" is not null;
--> statement-breakpoint
CREATE INDEX "solicitudes_llamada_idx" ON "solicitudes" USING btree ("agencia_id","estado_llamada","id") WHERE "solicitudes"."estado_llamada" > 0;
--> statement-breakpoint
CREATE INDEX "solicitudes_sin_operador_idx" ON "solicitudes" USING btree ("agencia_id","id") WHERE "solicitudes"."operador_id" is null and "solicitudes"."estado_llamada" = 0;

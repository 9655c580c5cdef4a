CREATE TABLE "ajustes" (
	"clave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conteos_diarios" (
	"tipo" smallint NOT NULL,
	"agencia_id" integer NOT NULL,
	"dia" date NOT NULL,
	"activa" boolean NOT NULL,
	"alguna" boolean NOT NULL,
	"verificada" boolean NOT NULL,
	"n" integer NOT NULL,
	"compacta" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "gestor_alguna" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitudes" ADD COLUMN "operador_alguna" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "conteos_diarios_dia_idx" ON "conteos_diarios" USING btree ("tipo","dia","agencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conteos_diarios_compacta_key" ON "conteos_diarios" USING btree ("tipo","agencia_id","dia","activa","alguna","verificada") WHERE "conteos_diarios"."compacta";--> statement-breakpoint
UPDATE "solicitudes" s SET "gestor_alguna" = true WHERE EXISTS (SELECT 1 FROM "solicitudes_encuestadores" a WHERE a."solicitud_id" = s."id");
--> statement-breakpoint
UPDATE "solicitudes" s SET "operador_alguna" = true WHERE EXISTS (SELECT 1 FROM "solicitudes_operadores" a WHERE a."solicitud_id" = s."id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "verifica_estado_gestor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "solicitudes" s SET "gestor_id" = a."usuario_id", "gestor_desde" = a."created_at",
         "gestor_alguna" = EXISTS (SELECT 1 FROM "solicitudes_encuestadores" h WHERE h."solicitud_id" = c."solicitud_id")
  FROM (SELECT DISTINCT "solicitud_id" FROM cambiadas) c
  LEFT JOIN "solicitudes_encuestadores" a ON a."solicitud_id" = c."solicitud_id" AND a."activo"
  WHERE s."id" = c."solicitud_id"
    AND (s."gestor_id" IS DISTINCT FROM a."usuario_id" OR s."gestor_desde" IS DISTINCT FROM a."created_at"
         OR s."gestor_alguna" IS DISTINCT FROM EXISTS (SELECT 1 FROM "solicitudes_encuestadores" h WHERE h."solicitud_id" = c."solicitud_id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "verifica_estado_operador"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "solicitudes" s SET "operador_id" = a."usuario_id", "operador_desde" = a."created_at",
         "operador_alguna" = EXISTS (SELECT 1 FROM "solicitudes_operadores" h WHERE h."solicitud_id" = c."solicitud_id")
  FROM (SELECT DISTINCT "solicitud_id" FROM cambiadas) c
  LEFT JOIN "solicitudes_operadores" a ON a."solicitud_id" = c."solicitud_id" AND a."activo"
  WHERE s."id" = c."solicitud_id"
    AND (s."operador_id" IS DISTINCT FROM a."usuario_id" OR s."operador_desde" IS DISTINCT FROM a."created_at"
         OR s."operador_alguna" IS DISTINCT FROM EXISTS (SELECT 1 FROM "solicitudes_operadores" h WHERE h."solicitud_id" = c."solicitud_id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "ajustes" ("clave", "valor") VALUES ('zona_horaria', 'America/Mexico_City');
--> statement-breakpoint
-- Appends what a statement on solicitudes changed in the daily counters: +1 per new row, -1 per
-- removed row, both for an update (an update that changes no counted state cancels out).
CREATE FUNCTION "verifica_conteos"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zona text := coalesce((SELECT "valor" FROM "ajustes" WHERE "clave" = 'zona_horaria'), 'America/Mexico_City');
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH filas AS (SELECT n.*, 1 AS "signo" FROM nuevas n)
  INSERT INTO "conteos_diarios" ("tipo", "agencia_id", "dia", "activa", "alguna", "verificada", "n")
  SELECT k."tipo", f."agencia_id", (f."created_at" AT TIME ZONE zona)::date, k."activa", k."alguna", k."verificada", sum(f."signo")
    FROM filas f
    CROSS JOIN LATERAL (VALUES (1::smallint, f."gestor_id" IS NOT NULL, f."gestor_alguna", f."verificada_campo"),
                               (2::smallint, f."operador_id" IS NOT NULL, f."operador_alguna", f."estado_llamada" > 0)) k("tipo", "activa", "alguna", "verificada")
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(f."signo") <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH filas AS (SELECT v.*, -1 AS "signo" FROM viejas v)
  INSERT INTO "conteos_diarios" ("tipo", "agencia_id", "dia", "activa", "alguna", "verificada", "n")
  SELECT k."tipo", f."agencia_id", (f."created_at" AT TIME ZONE zona)::date, k."activa", k."alguna", k."verificada", sum(f."signo")
    FROM filas f
    CROSS JOIN LATERAL (VALUES (1::smallint, f."gestor_id" IS NOT NULL, f."gestor_alguna", f."verificada_campo"),
                               (2::smallint, f."operador_id" IS NOT NULL, f."operador_alguna", f."estado_llamada" > 0)) k("tipo", "activa", "alguna", "verificada")
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(f."signo") <> 0;
  ELSE
    WITH filas AS (SELECT v.*, -1 AS "signo" FROM viejas v UNION ALL SELECT n.*, 1 FROM nuevas n)
  INSERT INTO "conteos_diarios" ("tipo", "agencia_id", "dia", "activa", "alguna", "verificada", "n")
  SELECT k."tipo", f."agencia_id", (f."created_at" AT TIME ZONE zona)::date, k."activa", k."alguna", k."verificada", sum(f."signo")
    FROM filas f
    CROSS JOIN LATERAL (VALUES (1::smallint, f."gestor_id" IS NOT NULL, f."gestor_alguna", f."verificada_campo"),
                               (2::smallint, f."operador_id" IS NOT NULL, f."operador_alguna", f."estado_llamada" > 0)) k("tipo", "activa", "alguna", "verificada")
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(f."signo") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_conteos_insert" AFTER INSERT ON "solicitudes" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_conteos"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_conteos_update" AFTER UPDATE ON "solicitudes" REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_conteos"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_conteos_delete" AFTER DELETE ON "solicitudes" REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_conteos"();
--> statement-breakpoint
INSERT INTO "conteos_diarios" ("tipo", "agencia_id", "dia", "activa", "alguna", "verificada", "n", "compacta")
SELECT k."tipo", s."agencia_id", (s."created_at" AT TIME ZONE 'America/Mexico_City')::date, k."activa", k."alguna", k."verificada", count(*), true
  FROM "solicitudes" s
  CROSS JOIN LATERAL (VALUES (1::smallint, s."gestor_id" IS NOT NULL, s."gestor_alguna", s."verificada_campo"),
                             (2::smallint, s."operador_id" IS NOT NULL, s."operador_alguna", s."estado_llamada" > 0)) k("tipo", "activa", "alguna", "verificada")
 GROUP BY 1, 2, 3, 4, 5, 6;

DROP INDEX "solicitudes_telefono_norm_idx";--> statement-breakpoint
DROP INDEX "solicitudes_mapa_idx";--> statement-breakpoint
CREATE INDEX "solicitudes_telefono_captura_idx" ON "solicitudes" USING btree ("telefono_norm","fecha_captura","agencia_id","id");--> statement-breakpoint
CREATE INDEX "solicitudes_mapa_captura_idx" ON "solicitudes" USING btree ("fecha_captura","id","latitude","longitude","agencia_id") WHERE "solicitudes"."latitude" is not null and "solicitudes"."longitude" is not null;--> statement-breakpoint
-- The daily counters count a request on its fecha_captura (the date the request lists filter on),
-- no longer on the creation day in the business time zone. A request without fecha_captura is
-- counted on -infinity: in the totals without dates, outside every date range.
CREATE OR REPLACE FUNCTION "verifica_conteos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH filas AS (SELECT n.*, 1 AS "signo" FROM nuevas n)
  INSERT INTO "conteos_diarios" ("tipo", "agencia_id", "dia", "activa", "alguna", "verificada", "n")
  SELECT k."tipo", f."agencia_id", coalesce(f."fecha_captura", '-infinity'::date), k."activa", k."alguna", k."verificada", sum(f."signo")
    FROM filas f
    CROSS JOIN LATERAL (VALUES (1::smallint, f."gestor_id" IS NOT NULL, f."gestor_alguna", f."verificada_campo"),
                               (2::smallint, f."operador_id" IS NOT NULL, f."operador_alguna", f."estado_llamada" > 0)) k("tipo", "activa", "alguna", "verificada")
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(f."signo") <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH filas AS (SELECT v.*, -1 AS "signo" FROM viejas v)
  INSERT INTO "conteos_diarios" ("tipo", "agencia_id", "dia", "activa", "alguna", "verificada", "n")
  SELECT k."tipo", f."agencia_id", coalesce(f."fecha_captura", '-infinity'::date), k."activa", k."alguna", k."verificada", sum(f."signo")
    FROM filas f
    CROSS JOIN LATERAL (VALUES (1::smallint, f."gestor_id" IS NOT NULL, f."gestor_alguna", f."verificada_campo"),
                               (2::smallint, f."operador_id" IS NOT NULL, f."operador_alguna", f."estado_llamada" > 0)) k("tipo", "activa", "alguna", "verificada")
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(f."signo") <> 0;
  ELSE
    WITH filas AS (SELECT v.*, -1 AS "signo" FROM viejas v UNION ALL SELECT n.*, 1 FROM nuevas n)
  INSERT INTO "conteos_diarios" ("tipo", "agencia_id", "dia", "activa", "alguna", "verificada", "n")
  SELECT k."tipo", f."agencia_id", coalesce(f."fecha_captura", '-infinity'::date), k."activa", k."alguna", k."verificada", sum(f."signo")
    FROM filas f
    CROSS JOIN LATERAL (VALUES (1::smallint, f."gestor_id" IS NOT NULL, f."gestor_alguna", f."verificada_campo"),
                               (2::smallint, f."operador_id" IS NOT NULL, f."operador_alguna", f."estado_llamada" > 0)) k("tipo", "activa", "alguna", "verificada")
   GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(f."signo") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM "conteos_diarios";
--> statement-breakpoint
INSERT INTO "conteos_diarios" ("tipo", "agencia_id", "dia", "activa", "alguna", "verificada", "n", "compacta")
SELECT k."tipo", s."agencia_id", coalesce(s."fecha_captura", '-infinity'::date), k."activa", k."alguna", k."verificada", count(*), true
  FROM "solicitudes" s
  CROSS JOIN LATERAL (VALUES (1::smallint, s."gestor_id" IS NOT NULL, s."gestor_alguna", s."verificada_campo"),
                             (2::smallint, s."operador_id" IS NOT NULL, s."operador_alguna", s."estado_llamada" > 0)) k("tipo", "activa", "alguna", "verificada")
 GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
DELETE FROM "ajustes" WHERE "clave" = 'zona_horaria';

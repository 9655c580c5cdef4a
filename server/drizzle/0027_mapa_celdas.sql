CREATE TABLE "mapa_celdas" (
	"dia" date NOT NULL,
	"agencia_id" integer NOT NULL,
	"edo" text NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"n" integer NOT NULL,
	"suma_lat" numeric NOT NULL,
	"suma_lon" numeric NOT NULL,
	"id" integer NOT NULL,
	"oeste" double precision NOT NULL,
	"sur" double precision NOT NULL,
	"este" double precision NOT NULL,
	"norte" double precision NOT NULL,
	CONSTRAINT "mapa_celdas_dia_agencia_id_edo_cx_cy_pk" PRIMARY KEY("dia","agencia_id","edo","cx","cy")
);
--> statement-breakpoint
-- Rows whose extremes (smallest id, box) must be read again from solicitudes: id = 0.
CREATE INDEX "mapa_celdas_sucias_idx" ON "mapa_celdas" USING btree ("dia") WHERE "id" = 0;
--> statement-breakpoint
-- Keeps mapa_celdas (cells of celdaGrados(10) = 0.06591796875 degrees) after a statement on
-- solicitudes: the folios that left a key are subtracted, those that entered it added. A key whose
-- smallest id or box a leaving folio held is marked (id = 0) and read again from solicitudes (by
-- its days) once the statement's changes are all in; a key left without folios is removed.
CREATE FUNCTION "verifica_mapa_celdas"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  celda CONSTANT float8 := 0.06591796875;
  clave CONSTANT text := 'coalesce(f."fecha_captura", ''-infinity''::date), f."agencia_id", f."edo", floor(f."longitude" / %1$s::float8)::int, floor(f."latitude" / %1$s::float8)::int';
  salen text;
  entran text;
  sucias integer := 0;
  dias date[];
  agencias integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    entran := 'SELECT * FROM nuevas';
  ELSIF TG_OP = 'DELETE' THEN
    salen := 'SELECT * FROM viejas';
  ELSE
    salen := 'SELECT v.* FROM viejas v JOIN nuevas n ON n."id" = v."id"
               WHERE (v."fecha_captura", v."agencia_id", v."edo", v."latitude", v."longitude") IS DISTINCT FROM (n."fecha_captura", n."agencia_id", n."edo", n."latitude", n."longitude")';
    entran := 'SELECT n.* FROM nuevas n JOIN viejas v ON v."id" = n."id"
               WHERE (v."fecha_captura", v."agencia_id", v."edo", v."latitude", v."longitude") IS DISTINCT FROM (n."fecha_captura", n."agencia_id", n."edo", n."latitude", n."longitude")';
  END IF;
  IF salen IS NOT NULL THEN
    EXECUTE format('WITH q ("dia", "agencia_id", "edo", "cx", "cy", "n", "lat", "lon", "id", "oeste", "sur", "este", "norte") AS (
        SELECT ' || clave || ', count(*)::int, sum(f."latitude"::numeric), sum(f."longitude"::numeric),
               min(f."id"), min(f."longitude"), min(f."latitude"), max(f."longitude"), max(f."latitude")
          FROM (%2$s) f WHERE f."latitude" IS NOT NULL AND f."longitude" IS NOT NULL
         GROUP BY 1, 2, 3, 4, 5
      ), u AS (
        UPDATE "mapa_celdas" m SET "n" = m."n" - q."n", "suma_lat" = m."suma_lat" - q."lat", "suma_lon" = m."suma_lon" - q."lon",
               "id" = CASE WHEN q."id" = m."id" OR q."oeste" = m."oeste" OR q."sur" = m."sur" OR q."este" = m."este" OR q."norte" = m."norte" THEN 0 ELSE m."id" END
          FROM q WHERE m."dia" = q."dia" AND m."agencia_id" = q."agencia_id" AND m."edo" = q."edo" AND m."cx" = q."cx" AND m."cy" = q."cy"
        RETURNING m."id" = 0 AND m."n" > 0 AS sucia
      )
      SELECT count(*) FILTER (WHERE sucia)::int FROM u', celda, salen) INTO sucias;
    DELETE FROM "mapa_celdas" WHERE "n" = 0 AND "id" = 0;
  END IF;
  IF entran IS NOT NULL THEN
    EXECUTE format('INSERT INTO "mapa_celdas" AS m ("dia", "agencia_id", "edo", "cx", "cy", "n", "suma_lat", "suma_lon", "id", "oeste", "sur", "este", "norte")
      SELECT ' || clave || ', count(*), sum(f."latitude"::numeric), sum(f."longitude"::numeric),
             min(f."id"), min(f."longitude"), min(f."latitude"), max(f."longitude"), max(f."latitude")
        FROM (%2$s) f WHERE f."latitude" IS NOT NULL AND f."longitude" IS NOT NULL
       GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("dia", "agencia_id", "edo", "cx", "cy") DO UPDATE SET
        "n" = m."n" + excluded."n", "suma_lat" = m."suma_lat" + excluded."suma_lat", "suma_lon" = m."suma_lon" + excluded."suma_lon",
        "id" = least(m."id", excluded."id"), "oeste" = least(m."oeste", excluded."oeste"), "sur" = least(m."sur", excluded."sur"),
        "este" = greatest(m."este", excluded."este"), "norte" = greatest(m."norte", excluded."norte")', celda, entran);
  END IF;
  IF sucias > 0 THEN
    SELECT array_agg(DISTINCT "dia"), array_agg(DISTINCT "agencia_id") INTO dias, agencias FROM "mapa_celdas" WHERE "id" = 0;
    UPDATE "mapa_celdas" m SET "id" = r."id", "oeste" = r."oeste", "sur" = r."sur", "este" = r."este", "norte" = r."norte"
      FROM (
        SELECT f."dia", f."agencia_id", f."edo", floor(f."longitude" / celda)::int AS cx, floor(f."latitude" / celda)::int AS cy,
               min(f."id") AS id, min(f."longitude") AS oeste, min(f."latitude") AS sur, max(f."longitude") AS este, max(f."latitude") AS norte
          FROM (SELECT s."fecha_captura" AS dia, s."agencia_id", s."edo", s."id", s."latitude", s."longitude" FROM "solicitudes" s
                 WHERE s."fecha_captura" = ANY (dias) AND s."agencia_id" = ANY (agencias)
                UNION ALL
                SELECT '-infinity'::date, s."agencia_id", s."edo", s."id", s."latitude", s."longitude" FROM "solicitudes" s
                 WHERE '-infinity'::date = ANY (dias) AND s."fecha_captura" IS NULL AND s."agencia_id" = ANY (agencias)) f
         WHERE f."latitude" IS NOT NULL AND f."longitude" IS NOT NULL
         GROUP BY 1, 2, 3, 4, 5
      ) r
     WHERE m."id" = 0 AND m."dia" = r."dia" AND m."agencia_id" = r."agencia_id" AND m."edo" = r."edo" AND m."cx" = r."cx" AND m."cy" = r."cy";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_mapa_insert" AFTER INSERT ON "solicitudes" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_mapa_celdas"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_mapa_update" AFTER UPDATE ON "solicitudes" REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_mapa_celdas"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_mapa_delete" AFTER DELETE ON "solicitudes" REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_mapa_celdas"();
--> statement-breakpoint
INSERT INTO "mapa_celdas" ("dia", "agencia_id", "edo", "cx", "cy", "n", "suma_lat", "suma_lon", "id", "oeste", "sur", "este", "norte")
SELECT coalesce(s."fecha_captura", '-infinity'::date), s."agencia_id", s."edo", floor(s."longitude" / 0.06591796875::float8)::int, floor(s."latitude" / 0.06591796875::float8)::int,
       count(*), sum(s."latitude"::numeric), sum(s."longitude"::numeric), min(s."id"), min(s."longitude"), min(s."latitude"), max(s."longitude"), max(s."latitude")
  FROM "solicitudes" s
 WHERE s."latitude" IS NOT NULL AND s."longitude" IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5;

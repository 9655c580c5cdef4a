CREATE TABLE "productividad_finalizadas" (
	"solicitud_id" integer PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"agencia_id" integer NOT NULL,
	"hora_verificacion" timestamp with time zone NOT NULL,
	"minutos" double precision
);
--> statement-breakpoint
CREATE TABLE "productividad_horas" (
	"usuario_id" integer NOT NULL,
	"agencia_id" integer NOT NULL,
	"hora" timestamp with time zone NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"contactados" integer DEFAULT 0 NOT NULL,
	"cumplidas" integer DEFAULT 0 NOT NULL,
	"incumplidas" integer DEFAULT 0 NOT NULL,
	"compacta" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "productividad_finalizadas" ADD CONSTRAINT "productividad_finalizadas_solicitud_id_solicitudes_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "productividad_finalizadas_hora_idx" ON "productividad_finalizadas" USING btree ("hora_verificacion","agencia_id","usuario_id","minutos");--> statement-breakpoint
CREATE INDEX "productividad_horas_hora_idx" ON "productividad_horas" USING btree ("hora","agencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "productividad_horas_compacta_key" ON "productividad_horas" USING btree ("usuario_id","agencia_id","hora") WHERE "productividad_horas"."compacta";--> statement-breakpoint
CREATE INDEX "rellamadas_solicitud_idx" ON "rellamadas" USING btree ("solicitud_id");--> statement-breakpoint
-- Productividad's counters (productividad_horas): what a statement on intentos_llamada changed,
-- appended as +n / -n per operator, folio agency and UTC hour of the attempt.
CREATE FUNCTION "verifica_productividad_intentos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "intentos", "contactados")
    SELECT i."usuario_id", s."agencia_id", date_trunc('hour', i."created_at", 'UTC'), count(*), count(*) FILTER (WHERE i."contesto" = 1)
      FROM nuevas i JOIN "solicitudes" s ON s."id" = i."solicitud_id"
     WHERE i."usuario_id" IS NOT NULL
     GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "intentos", "contactados")
    SELECT i."usuario_id", s."agencia_id", date_trunc('hour', i."created_at", 'UTC'), -count(*), -count(*) FILTER (WHERE i."contesto" = 1)
      FROM viejas i JOIN "solicitudes" s ON s."id" = i."solicitud_id"
     WHERE i."usuario_id" IS NOT NULL
     GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "intentos", "contactados")
    SELECT i."usuario_id", s."agencia_id", date_trunc('hour', i."created_at", 'UTC'), sum(i."signo"), coalesce(sum(i."signo") FILTER (WHERE i."contesto" = 1), 0)
      FROM (SELECT "solicitud_id", "usuario_id", "created_at", "contesto", -1 AS "signo" FROM viejas
            UNION ALL SELECT "solicitud_id", "usuario_id", "created_at", "contesto", 1 FROM nuevas) i
      JOIN "solicitudes" s ON s."id" = i."solicitud_id"
     WHERE i."usuario_id" IS NOT NULL
     GROUP BY 1, 2, 3
    HAVING sum(i."signo") <> 0 OR coalesce(sum(i."signo") FILTER (WHERE i."contesto" = 1), 0) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "intentos_productividad_insert" AFTER INSERT ON "intentos_llamada" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_intentos"();
--> statement-breakpoint
CREATE TRIGGER "intentos_productividad_update" AFTER UPDATE ON "intentos_llamada" REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_intentos"();
--> statement-breakpoint
CREATE TRIGGER "intentos_productividad_delete" AFTER DELETE ON "intentos_llamada" REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_intentos"();
--> statement-breakpoint
-- The ended callbacks by the UTC hour they were due: kept (ended by a save of the form) or missed
-- (ended otherwise at or after their time). Open ones are read live: they turn missed as time passes.
CREATE FUNCTION "verifica_productividad_rellamadas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH filas AS (SELECT n.*, 1 AS "signo" FROM nuevas n),
    cuentan AS (
      SELECT f."solicitud_id", f."usuario_id", f."programada_para", f."signo", (f."motivo_fin" = 'guardada')::int AS "cumplida",
             (f."motivo_fin" IS DISTINCT FROM 'guardada' AND f."terminada_at" >= f."programada_para")::int AS "incumplida"
        FROM filas f WHERE f."terminada_at" IS NOT NULL
    )
    INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "cumplidas", "incumplidas")
    SELECT c."usuario_id", s."agencia_id", date_trunc('hour', c."programada_para", 'UTC'), sum(c."signo" * c."cumplida"), sum(c."signo" * c."incumplida")
      FROM cuentan c JOIN "solicitudes" s ON s."id" = c."solicitud_id"
     GROUP BY 1, 2, 3
    HAVING sum(c."signo" * c."cumplida") <> 0 OR sum(c."signo" * c."incumplida") <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH filas AS (SELECT v.*, -1 AS "signo" FROM viejas v),
    cuentan AS (
      SELECT f."solicitud_id", f."usuario_id", f."programada_para", f."signo", (f."motivo_fin" = 'guardada')::int AS "cumplida",
             (f."motivo_fin" IS DISTINCT FROM 'guardada' AND f."terminada_at" >= f."programada_para")::int AS "incumplida"
        FROM filas f WHERE f."terminada_at" IS NOT NULL
    )
    INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "cumplidas", "incumplidas")
    SELECT c."usuario_id", s."agencia_id", date_trunc('hour', c."programada_para", 'UTC'), sum(c."signo" * c."cumplida"), sum(c."signo" * c."incumplida")
      FROM cuentan c JOIN "solicitudes" s ON s."id" = c."solicitud_id"
     GROUP BY 1, 2, 3
    HAVING sum(c."signo" * c."cumplida") <> 0 OR sum(c."signo" * c."incumplida") <> 0;
  ELSE
    WITH filas AS (SELECT v.*, -1 AS "signo" FROM viejas v UNION ALL SELECT n.*, 1 FROM nuevas n),
    cuentan AS (
      SELECT f."solicitud_id", f."usuario_id", f."programada_para", f."signo", (f."motivo_fin" = 'guardada')::int AS "cumplida",
             (f."motivo_fin" IS DISTINCT FROM 'guardada' AND f."terminada_at" >= f."programada_para")::int AS "incumplida"
        FROM filas f WHERE f."terminada_at" IS NOT NULL
    )
    INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "cumplidas", "incumplidas")
    SELECT c."usuario_id", s."agencia_id", date_trunc('hour', c."programada_para", 'UTC'), sum(c."signo" * c."cumplida"), sum(c."signo" * c."incumplida")
      FROM cuentan c JOIN "solicitudes" s ON s."id" = c."solicitud_id"
     GROUP BY 1, 2, 3
    HAVING sum(c."signo" * c."cumplida") <> 0 OR sum(c."signo" * c."incumplida") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rellamadas_productividad_insert" AFTER INSERT ON "rellamadas" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_rellamadas"();
--> statement-breakpoint
CREATE TRIGGER "rellamadas_productividad_update" AFTER UPDATE ON "rellamadas" REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_rellamadas"();
--> statement-breakpoint
CREATE TRIGGER "rellamadas_productividad_delete" AFTER DELETE ON "rellamadas" REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_rellamadas"();
--> statement-breakpoint
-- What one folio's attempts and ended callbacks add to the counters under `agencia`, times `signo`.
-- Its delete (before the cascade removes them: after it, their triggers find no folio and add
-- nothing) takes it away; a change of its agency moves it.
CREATE FUNCTION "verifica_productividad_aporte"("folio" integer, "agencia" integer, "signo" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "intentos", "contactados", "cumplidas", "incumplidas")
  SELECT e."usuario_id", "agencia", e."hora", "signo" * sum(e."intentos"), "signo" * sum(e."contactados"), "signo" * sum(e."cumplidas"), "signo" * sum(e."incumplidas")
    FROM (SELECT i."usuario_id", date_trunc('hour', i."created_at", 'UTC') AS "hora", 1 AS "intentos", (i."contesto" = 1)::int AS "contactados", 0 AS "cumplidas", 0 AS "incumplidas"
            FROM "intentos_llamada" i WHERE i."solicitud_id" = "folio" AND i."usuario_id" IS NOT NULL
          UNION ALL
          SELECT r."usuario_id", date_trunc('hour', r."programada_para", 'UTC'), 0, 0, (r."motivo_fin" = 'guardada')::int,
                 (r."motivo_fin" IS DISTINCT FROM 'guardada' AND r."terminada_at" >= r."programada_para")::int
            FROM "rellamadas" r WHERE r."solicitud_id" = "folio" AND r."terminada_at" IS NOT NULL) e
   GROUP BY e."usuario_id", e."hora"
  HAVING sum(e."intentos") <> 0 OR sum(e."cumplidas") <> 0 OR sum(e."incumplidas") <> 0;
$$;
--> statement-breakpoint
CREATE FUNCTION "verifica_productividad_folio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "verifica_productividad_aporte"(OLD."id", OLD."agencia_id", -1);
    RETURN OLD;
  END IF;
  PERFORM "verifica_productividad_aporte"(NEW."id", OLD."agencia_id", -1);
  PERFORM "verifica_productividad_aporte"(NEW."id", NEW."agencia_id", 1);
  UPDATE "productividad_finalizadas" SET "agencia_id" = NEW."agencia_id" WHERE "solicitud_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_productividad_delete" BEFORE DELETE ON "solicitudes" FOR EACH ROW EXECUTE FUNCTION "verifica_productividad_folio"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_productividad_agencia" AFTER UPDATE OF "agencia_id" ON "solicitudes" FOR EACH ROW
  WHEN (OLD."agencia_id" IS DISTINCT FROM NEW."agencia_id") EXECUTE FUNCTION "verifica_productividad_folio"();
--> statement-breakpoint
-- The finalised forms of the folios `ids` as Productividad counts them, recomputed from the forms
-- and the assignments (the operator's assignment before Finalizar; minutes null without one).
CREATE FUNCTION "verifica_productividad_finalizadas"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  WITH calculadas AS (
    SELECT vo."solicitud_id", vo."usuario_id", s."agencia_id", vo."hora_verificacion",
           (extract(epoch FROM vo."hora_verificacion" - a."created_at") / 60)::float8 AS "minutos"
      FROM "verificaciones_operadores" vo JOIN "solicitudes" s ON s."id" = vo."solicitud_id"
      LEFT JOIN LATERAL (
        SELECT so."created_at" FROM "solicitudes_operadores" so
         WHERE so."solicitud_id" = vo."solicitud_id" AND so."usuario_id" = vo."usuario_id" AND so."created_at" <= vo."hora_verificacion"
         ORDER BY so."created_at" DESC LIMIT 1) a ON true
     WHERE vo."solicitud_id" = ANY ("ids") AND vo."finalizado" AND vo."hora_verificacion" IS NOT NULL AND vo."usuario_id" IS NOT NULL
  ), quitadas AS (
    DELETE FROM "productividad_finalizadas" p
     WHERE p."solicitud_id" = ANY ("ids") AND NOT EXISTS (SELECT 1 FROM calculadas c WHERE c."solicitud_id" = p."solicitud_id")
  )
  INSERT INTO "productividad_finalizadas" ("solicitud_id", "usuario_id", "agencia_id", "hora_verificacion", "minutos")
  SELECT * FROM calculadas
  ON CONFLICT ("solicitud_id") DO UPDATE SET "usuario_id" = excluded."usuario_id", "agencia_id" = excluded."agencia_id",
     "hora_verificacion" = excluded."hora_verificacion", "minutos" = excluded."minutos";
$$;
--> statement-breakpoint
-- A statement on the call forms: the folios whose form is or was finalised, or whose counted
-- fields changed.
CREATE FUNCTION "verifica_productividad_formas"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."solicitud_id") INTO ids FROM nuevas n WHERE n."finalizado";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT v."solicitud_id") INTO ids FROM viejas v WHERE v."finalizado";
  ELSE
    SELECT array_agg(DISTINCT x) INTO ids
      FROM nuevas n JOIN viejas v ON v."id" = n."id"
     CROSS JOIN LATERAL (VALUES (n."solicitud_id"), (v."solicitud_id")) c(x)
     WHERE (n."finalizado" OR v."finalizado")
       AND (n."finalizado", n."hora_verificacion", n."usuario_id", n."solicitud_id") IS DISTINCT FROM (v."finalizado", v."hora_verificacion", v."usuario_id", v."solicitud_id");
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM "verifica_productividad_finalizadas"(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "formas_productividad_insert" AFTER INSERT ON "verificaciones_operadores" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_formas"();
--> statement-breakpoint
CREATE TRIGGER "formas_productividad_update" AFTER UPDATE ON "verificaciones_operadores" REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_formas"();
--> statement-breakpoint
CREATE TRIGGER "formas_productividad_delete" AFTER DELETE ON "verificaciones_operadores" REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_formas"();
--> statement-breakpoint
-- A statement on the operator assignments: the finalised folios whose operator's assignment
-- before Finalizar may have changed (the row's operator and time reach the form's).
CREATE FUNCTION "verifica_productividad_asignaciones"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT p."solicitud_id") INTO ids FROM nuevas n
      JOIN "productividad_finalizadas" p ON p."solicitud_id" = n."solicitud_id" AND p."usuario_id" = n."usuario_id" AND n."created_at" <= p."hora_verificacion";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT p."solicitud_id") INTO ids FROM viejas v
      JOIN "productividad_finalizadas" p ON p."solicitud_id" = v."solicitud_id" AND p."usuario_id" = v."usuario_id" AND v."created_at" <= p."hora_verificacion";
  ELSE
    SELECT array_agg(DISTINCT p."solicitud_id") INTO ids
      FROM nuevas n JOIN viejas v ON v."id" = n."id"
     CROSS JOIN LATERAL (VALUES (n."solicitud_id", n."usuario_id", n."created_at"), (v."solicitud_id", v."usuario_id", v."created_at")) c("solicitud_id", "usuario_id", "created_at")
      JOIN "productividad_finalizadas" p ON p."solicitud_id" = c."solicitud_id" AND p."usuario_id" = c."usuario_id" AND c."created_at" <= p."hora_verificacion"
     WHERE (n."solicitud_id", n."usuario_id", n."created_at") IS DISTINCT FROM (v."solicitud_id", v."usuario_id", v."created_at");
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM "verifica_productividad_finalizadas"(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "asignaciones_productividad_insert" AFTER INSERT ON "solicitudes_operadores" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_asignaciones"();
--> statement-breakpoint
CREATE TRIGGER "asignaciones_productividad_update" AFTER UPDATE ON "solicitudes_operadores" REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_asignaciones"();
--> statement-breakpoint
CREATE TRIGGER "asignaciones_productividad_delete" AFTER DELETE ON "solicitudes_operadores" REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_productividad_asignaciones"();
--> statement-breakpoint
-- The existing attempts, ended callbacks and finalised forms, folded.
INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "intentos", "contactados", "cumplidas", "incumplidas", "compacta")
SELECT e."usuario_id", s."agencia_id", e."hora", sum(e."intentos"), sum(e."contactados"), sum(e."cumplidas"), sum(e."incumplidas"), true
  FROM (SELECT i."solicitud_id", i."usuario_id", date_trunc('hour', i."created_at", 'UTC') AS "hora", 1 AS "intentos", (i."contesto" = 1)::int AS "contactados", 0 AS "cumplidas", 0 AS "incumplidas"
          FROM "intentos_llamada" i WHERE i."usuario_id" IS NOT NULL
        UNION ALL
        SELECT r."solicitud_id", r."usuario_id", date_trunc('hour', r."programada_para", 'UTC'), 0, 0, (r."motivo_fin" = 'guardada')::int,
               (r."motivo_fin" IS DISTINCT FROM 'guardada' AND r."terminada_at" >= r."programada_para")::int
          FROM "rellamadas" r WHERE r."terminada_at" IS NOT NULL) e
  JOIN "solicitudes" s ON s."id" = e."solicitud_id"
 GROUP BY e."usuario_id", s."agencia_id", e."hora"
HAVING sum(e."intentos") <> 0 OR sum(e."cumplidas") <> 0 OR sum(e."incumplidas") <> 0;
--> statement-breakpoint
INSERT INTO "productividad_finalizadas" ("solicitud_id", "usuario_id", "agencia_id", "hora_verificacion", "minutos")
SELECT vo."solicitud_id", vo."usuario_id", s."agencia_id", vo."hora_verificacion",
       (extract(epoch FROM vo."hora_verificacion" - a."created_at") / 60)::float8
  FROM "verificaciones_operadores" vo JOIN "solicitudes" s ON s."id" = vo."solicitud_id"
  LEFT JOIN LATERAL (
    SELECT so."created_at" FROM "solicitudes_operadores" so
     WHERE so."solicitud_id" = vo."solicitud_id" AND so."usuario_id" = vo."usuario_id" AND so."created_at" <= vo."hora_verificacion"
     ORDER BY so."created_at" DESC LIMIT 1) a ON true
 WHERE vo."finalizado" AND vo."hora_verificacion" IS NOT NULL AND vo."usuario_id" IS NOT NULL;

ALTER TABLE "productividad_horas" ADD COLUMN "abiertas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Open callbacks counted too (abiertas, by the hour they are due; an open one already marked
-- kept counts kept): the report adds the open ones of the hours already past as missed and reads
-- only the current hour's live, instead of every open callback of the range joined to its folio.
CREATE OR REPLACE FUNCTION "verifica_productividad_rellamadas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH filas AS (SELECT n.*, 1 AS "signo" FROM nuevas n),
    cuentan AS (
      SELECT f."solicitud_id", f."usuario_id", f."programada_para", f."signo",
             (f."motivo_fin" IS NOT DISTINCT FROM 'guardada')::int AS "cumplida",
             (f."terminada_at" IS NOT NULL AND f."motivo_fin" IS DISTINCT FROM 'guardada' AND f."terminada_at" >= f."programada_para")::int AS "incumplida",
             (f."terminada_at" IS NULL AND f."motivo_fin" IS DISTINCT FROM 'guardada')::int AS "abierta"
        FROM filas f
    )
    INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "cumplidas", "incumplidas", "abiertas")
    SELECT c."usuario_id", s."agencia_id", date_trunc('hour', c."programada_para", 'UTC'),
           sum(c."signo" * c."cumplida"), sum(c."signo" * c."incumplida"), sum(c."signo" * c."abierta")
      FROM cuentan c JOIN "solicitudes" s ON s."id" = c."solicitud_id"
     GROUP BY 1, 2, 3
    HAVING sum(c."signo" * c."cumplida") <> 0 OR sum(c."signo" * c."incumplida") <> 0 OR sum(c."signo" * c."abierta") <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH filas AS (SELECT v.*, -1 AS "signo" FROM viejas v),
    cuentan AS (
      SELECT f."solicitud_id", f."usuario_id", f."programada_para", f."signo",
             (f."motivo_fin" IS NOT DISTINCT FROM 'guardada')::int AS "cumplida",
             (f."terminada_at" IS NOT NULL AND f."motivo_fin" IS DISTINCT FROM 'guardada' AND f."terminada_at" >= f."programada_para")::int AS "incumplida",
             (f."terminada_at" IS NULL AND f."motivo_fin" IS DISTINCT FROM 'guardada')::int AS "abierta"
        FROM filas f
    )
    INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "cumplidas", "incumplidas", "abiertas")
    SELECT c."usuario_id", s."agencia_id", date_trunc('hour', c."programada_para", 'UTC'),
           sum(c."signo" * c."cumplida"), sum(c."signo" * c."incumplida"), sum(c."signo" * c."abierta")
      FROM cuentan c JOIN "solicitudes" s ON s."id" = c."solicitud_id"
     GROUP BY 1, 2, 3
    HAVING sum(c."signo" * c."cumplida") <> 0 OR sum(c."signo" * c."incumplida") <> 0 OR sum(c."signo" * c."abierta") <> 0;
  ELSE
    WITH filas AS (SELECT v.*, -1 AS "signo" FROM viejas v UNION ALL SELECT n.*, 1 FROM nuevas n),
    cuentan AS (
      SELECT f."solicitud_id", f."usuario_id", f."programada_para", f."signo",
             (f."motivo_fin" IS NOT DISTINCT FROM 'guardada')::int AS "cumplida",
             (f."terminada_at" IS NOT NULL AND f."motivo_fin" IS DISTINCT FROM 'guardada' AND f."terminada_at" >= f."programada_para")::int AS "incumplida",
             (f."terminada_at" IS NULL AND f."motivo_fin" IS DISTINCT FROM 'guardada')::int AS "abierta"
        FROM filas f
    )
    INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "cumplidas", "incumplidas", "abiertas")
    SELECT c."usuario_id", s."agencia_id", date_trunc('hour', c."programada_para", 'UTC'),
           sum(c."signo" * c."cumplida"), sum(c."signo" * c."incumplida"), sum(c."signo" * c."abierta")
      FROM cuentan c JOIN "solicitudes" s ON s."id" = c."solicitud_id"
     GROUP BY 1, 2, 3
    HAVING sum(c."signo" * c."cumplida") <> 0 OR sum(c."signo" * c."incumplida") <> 0 OR sum(c."signo" * c."abierta") <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "verifica_productividad_aporte"("folio" integer, "agencia" integer, "signo" integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "intentos", "contactados", "cumplidas", "incumplidas", "abiertas")
  SELECT e."usuario_id", "agencia", e."hora", "signo" * sum(e."intentos"), "signo" * sum(e."contactados"), "signo" * sum(e."cumplidas"),
         "signo" * sum(e."incumplidas"), "signo" * sum(e."abiertas")
    FROM (SELECT i."usuario_id", date_trunc('hour', i."created_at", 'UTC') AS "hora", 1 AS "intentos", (i."contesto" = 1)::int AS "contactados",
                 0 AS "cumplidas", 0 AS "incumplidas", 0 AS "abiertas"
            FROM "intentos_llamada" i WHERE i."solicitud_id" = "folio" AND i."usuario_id" IS NOT NULL
          UNION ALL
          SELECT r."usuario_id", date_trunc('hour', r."programada_para", 'UTC'), 0, 0, (r."motivo_fin" IS NOT DISTINCT FROM 'guardada')::int,
                 (r."terminada_at" IS NOT NULL AND r."motivo_fin" IS DISTINCT FROM 'guardada' AND r."terminada_at" >= r."programada_para")::int,
                 (r."terminada_at" IS NULL AND r."motivo_fin" IS DISTINCT FROM 'guardada')::int
            FROM "rellamadas" r WHERE r."solicitud_id" = "folio") e
   GROUP BY e."usuario_id", e."hora"
  HAVING sum(e."intentos") <> 0 OR sum(e."cumplidas") <> 0 OR sum(e."incumplidas") <> 0 OR sum(e."abiertas") <> 0;
$$;
--> statement-breakpoint
-- The open callbacks existing now (migration 0024 counted only the ended ones), folded.
INSERT INTO "productividad_horas" ("usuario_id", "agencia_id", "hora", "cumplidas", "abiertas", "compacta")
SELECT r."usuario_id", s."agencia_id", date_trunc('hour', r."programada_para", 'UTC'),
       sum((r."motivo_fin" IS NOT DISTINCT FROM 'guardada')::int), sum((r."motivo_fin" IS DISTINCT FROM 'guardada')::int), false
  FROM "rellamadas" r JOIN "solicitudes" s ON s."id" = r."solicitud_id"
 WHERE r."terminada_at" IS NULL
 GROUP BY 1, 2, 3;

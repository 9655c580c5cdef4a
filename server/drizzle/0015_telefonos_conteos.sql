CREATE TABLE "telefonos_conteos" (
	"telefono_norm" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Adds what a statement on solicitudes changed to the count of each phone. Rows go in phone order,
-- so two statements that touch the same phones lock their counters in the same order.
CREATE FUNCTION "verifica_telefonos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "telefonos_conteos" ("telefono_norm", "n")
    SELECT "telefono_norm", count(*) FROM nuevas WHERE "telefono_norm" <> '' GROUP BY 1 ORDER BY 1
    ON CONFLICT ("telefono_norm") DO UPDATE SET "n" = "telefonos_conteos"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "telefonos_conteos" t SET "n" = t."n" - v."c"
      FROM (SELECT "telefono_norm", count(*) AS "c" FROM viejas WHERE "telefono_norm" <> '' GROUP BY 1 ORDER BY 1) v
     WHERE t."telefono_norm" = v."telefono_norm";
  ELSE
    INSERT INTO "telefonos_conteos" ("telefono_norm", "n")
    SELECT "telefono_norm", sum("signo") FROM (
      SELECT "telefono_norm", -1 AS "signo" FROM viejas UNION ALL SELECT "telefono_norm", 1 FROM nuevas
    ) x WHERE "telefono_norm" <> '' GROUP BY 1 HAVING sum("signo") <> 0 ORDER BY 1
    ON CONFLICT ("telefono_norm") DO UPDATE SET "n" = "telefonos_conteos"."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_telefonos_insert" AFTER INSERT ON "solicitudes" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_telefonos"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_telefonos_update" AFTER UPDATE ON "solicitudes" REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_telefonos"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_telefonos_delete" AFTER DELETE ON "solicitudes" REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_telefonos"();
--> statement-breakpoint
INSERT INTO "telefonos_conteos" ("telefono_norm", "n")
SELECT "telefono_norm", count(*) FROM "solicitudes" WHERE "telefono_norm" <> '' GROUP BY 1;

CREATE TABLE "solicitudes_busqueda" (
	"id" integer PRIMARY KEY NOT NULL,
	"agencia_id" integer NOT NULL,
	"fecha_captura" date,
	"busqueda" text NOT NULL
);
--> statement-breakpoint
-- Copies what a statement on solicitudes inserted or changed (search text, agency, capture date)
-- into solicitudes_busqueda; a delete cascades through the foreign key. Same transaction, so a
-- count over this table sees exactly the rows of solicitudes the same snapshot sees.
CREATE FUNCTION "verifica_busqueda"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "solicitudes_busqueda" ("id", "agencia_id", "fecha_captura", "busqueda")
    SELECT "id", "agencia_id", "fecha_captura", "busqueda" FROM nuevas ORDER BY "id";
  ELSE
    UPDATE "solicitudes_busqueda" b SET "agencia_id" = n."agencia_id", "fecha_captura" = n."fecha_captura", "busqueda" = n."busqueda"
      FROM nuevas n
     WHERE b."id" = n."id"
       AND (b."agencia_id", b."fecha_captura", b."busqueda") IS DISTINCT FROM (n."agencia_id", n."fecha_captura", n."busqueda");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "solicitudes_busqueda_insert" AFTER INSERT ON "solicitudes" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_busqueda"();
--> statement-breakpoint
CREATE TRIGGER "solicitudes_busqueda_update" AFTER UPDATE ON "solicitudes" REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "verifica_busqueda"();
--> statement-breakpoint
-- Filled before its index and foreign key (one build and one validation instead of a million of each).
INSERT INTO "solicitudes_busqueda" ("id", "agencia_id", "fecha_captura", "busqueda")
SELECT "id", "agencia_id", "fecha_captura", "busqueda" FROM "solicitudes" ORDER BY "id";
--> statement-breakpoint
ALTER TABLE "solicitudes_busqueda" ADD CONSTRAINT "solicitudes_busqueda_id_solicitudes_id_fk" FOREIGN KEY ("id") REFERENCES "public"."solicitudes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitudes_busqueda_angosta_trgm_idx" ON "solicitudes_busqueda" USING gin ("busqueda" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "solicitudes_busqueda_angosta_fecha_idx" ON "solicitudes_busqueda" USING btree ("fecha_captura","busqueda") WHERE "solicitudes_busqueda"."fecha_captura" is not null;--> statement-breakpoint
-- As solicitudes.busqueda (migration 0017): a larger sample, so the planner's guess of how many
-- rows a common word matches (and so its choice between this table's two indexes) holds.
ALTER TABLE "solicitudes_busqueda" ALTER COLUMN "busqueda" SET STATISTICS 300;
--> statement-breakpoint
CREATE INDEX "solicitudes_busqueda_angosta_agencia_idx" ON "solicitudes_busqueda" USING btree ("agencia_id","fecha_captura","busqueda");
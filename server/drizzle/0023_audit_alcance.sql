ALTER TABLE "audit_log" ADD COLUMN "solicitud_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "agencia_id" integer;--> statement-breakpoint
-- Hand-written: the request and the agency an audit row concerns, set when it is written (the
-- Bitácora filters and sorts on them with an index instead of working them out for every row of the
-- range at each read). The request: the record itself (a request, an assignment of one), or
-- datos.solicitud_id (a verification, a call form, a callback). The agency: that request's; for an
-- assignment of several requests, theirs if they share one; an import's datos.agencia_id; the agency
-- itself; a user's agency; a saved view's or a job's author's; otherwise null (global users only).
CREATE OR REPLACE FUNCTION "verifica_audit_alcance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.solicitud_id := CASE
    WHEN NEW.entidad IN ('solicitudes', 'solicitudes_encuestadores', 'solicitudes_operadores') AND NEW.entidad_id ~ '^[0-9]{1,9}$' THEN NEW.entidad_id::int
    WHEN NEW.entidad IN ('verificaciones', 'verificaciones_operadores', 'rellamadas') AND NEW.datos ->> 'solicitud_id' ~ '^[0-9]{1,9}$' THEN (NEW.datos ->> 'solicitud_id')::int
  END;
  NEW.agencia_id := CASE
    WHEN NEW.solicitud_id IS NOT NULL THEN (SELECT s.agencia_id FROM solicitudes s WHERE s.id = NEW.solicitud_id)
    WHEN NEW.entidad IN ('solicitudes_encuestadores', 'solicitudes_operadores') AND jsonb_typeof(NEW.datos -> 'solicitudes') = 'array' THEN (
      SELECT CASE WHEN min(sa.agencia_id) = max(sa.agencia_id) THEN min(sa.agencia_id) END
        FROM solicitudes sa
       WHERE sa.id IN (SELECT v::int FROM jsonb_array_elements_text(NEW.datos -> 'solicitudes') v WHERE v ~ '^[0-9]{1,9}$'))
    WHEN NEW.entidad = 'solicitudes' AND NEW.accion = 'importar' AND NEW.datos ->> 'agencia_id' ~ '^[0-9]{1,9}$' THEN (NEW.datos ->> 'agencia_id')::int
    WHEN NEW.entidad = 'agencias' AND NEW.entidad_id ~ '^[0-9]{1,9}$' THEN NEW.entidad_id::int
    WHEN NEW.entidad = 'usuarios' AND NEW.entidad_id ~ '^[0-9]{1,9}$' THEN (SELECT u.agencia_id FROM usuarios u WHERE u.id = NEW.entidad_id::int)
    WHEN NEW.entidad IN ('vistas', 'trabajos') THEN (SELECT u.agencia_id FROM usuarios u WHERE u.id = NEW.usuario_id)
  END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_alcance" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "verifica_audit_alcance"();--> statement-breakpoint
-- The rows written before: the request and its agency in one pass (hashed), then the few others.
UPDATE "audit_log" a SET "solicitud_id" = x.sid, "agencia_id" = s.agencia_id
  FROM (
    SELECT id, CASE
      WHEN entidad IN ('solicitudes', 'solicitudes_encuestadores', 'solicitudes_operadores') AND entidad_id ~ '^[0-9]{1,9}$' THEN entidad_id::int
      WHEN entidad IN ('verificaciones', 'verificaciones_operadores', 'rellamadas') AND datos ->> 'solicitud_id' ~ '^[0-9]{1,9}$' THEN (datos ->> 'solicitud_id')::int
    END AS sid
    FROM "audit_log"
  ) x
  LEFT JOIN "solicitudes" s ON s.id = x.sid
 WHERE a.id = x.id AND x.sid IS NOT NULL;--> statement-breakpoint
UPDATE "audit_log" a SET "agencia_id" = CASE
    WHEN a.entidad IN ('solicitudes_encuestadores', 'solicitudes_operadores') AND jsonb_typeof(a.datos -> 'solicitudes') = 'array' THEN (
      SELECT CASE WHEN min(sa.agencia_id) = max(sa.agencia_id) THEN min(sa.agencia_id) END
        FROM solicitudes sa
       WHERE sa.id IN (SELECT v::int FROM jsonb_array_elements_text(a.datos -> 'solicitudes') v WHERE v ~ '^[0-9]{1,9}$'))
    WHEN a.entidad = 'solicitudes' AND a.accion = 'importar' AND a.datos ->> 'agencia_id' ~ '^[0-9]{1,9}$' THEN (a.datos ->> 'agencia_id')::int
    WHEN a.entidad = 'agencias' AND a.entidad_id ~ '^[0-9]{1,9}$' THEN a.entidad_id::int
    WHEN a.entidad = 'usuarios' AND a.entidad_id ~ '^[0-9]{1,9}$' THEN (SELECT u.agencia_id FROM usuarios u WHERE u.id = a.entidad_id::int)
    WHEN a.entidad IN ('vistas', 'trabajos') THEN (SELECT u.agencia_id FROM usuarios u WHERE u.id = a.usuario_id)
  END
 WHERE a.solicitud_id IS NULL AND a.entidad IN ('solicitudes_encuestadores', 'solicitudes_operadores', 'solicitudes', 'agencias', 'usuarios', 'vistas', 'trabajos');--> statement-breakpoint
CREATE INDEX "audit_log_agencia_fecha_idx" ON "audit_log" USING btree ("agencia_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "solicitudes_cola_operador_idx" ON "solicitudes" USING btree ("operador_id","estado_llamada","operador_desde","id") WHERE "solicitudes"."operador_id" is not null and "solicitudes"."estado_llamada" < 2;